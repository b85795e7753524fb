-- Custom SQL (ADR 026, amended): the vote marks the site stale in its own transaction, so a vote
-- is one round trip, not two. Rules and outcomes are otherwise 0013's, unchanged.
--
-- Inside an open transaction, a mark that is skipped because a build is already pending is only
-- safe if that build reads the data after this vote commits. So the vote holds the shared side of
-- an advisory lock on 'site_rebuilds' until commit, and marking a build as started takes the
-- exclusive side first (db/queries/rebuilds.ts): a build cannot be marked started, and so cannot
-- read, while a vote that relied on it is still open. mark_site_stale (0013) takes site_rebuilds'
-- row lock only when it writes (about once a second while votes arrive), and every other caller
-- marks the site stale outside any transaction, so none of this can deadlock.
DROP FUNCTION "cast_upvote"(uuid, text, text, integer, integer);
--> statement-breakpoint
CREATE FUNCTION "cast_upvote"(
  "p_store" uuid, "p_device" text, "p_network" text, "p_window_minutes" integer, "p_network_limit" integer,
  "p_rebuild_coalesce" interval,
  OUT "outcome" text, OUT "new_count" integer,
  OUT "device_wait_ms" float8, OUT "network_votes" integer, OUT "network_wait_ms" float8
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  win constant interval := make_interval(mins => p_window_minutes);
BEGIN
  -- Repeat clicks and scripted retries are refused here, without queueing on the row lock.
  SELECT r.* INTO device_wait_ms, network_votes, network_wait_ms FROM upvotes_in_window(p_store, p_device, p_network, win) r;
  IF device_wait_ms > 0 OR network_votes >= p_network_limit THEN
    outcome := 'refused';
    RETURN;
  END IF;

  -- Serialises votes for this store until commit. Every vote updates this row anyway, so the
  -- lock costs no concurrency the counter did not already cost.
  PERFORM 1 FROM grocery_stores s
  WHERE s.id = p_store AND s.is_active AND s.deleted_at IS NULL AND s.review_status <> 'rejected'
  FOR UPDATE;
  IF NOT FOUND THEN
    outcome := 'not_found';
    RETURN;
  END IF;

  -- A VOLATILE function takes a new snapshot per statement under READ COMMITTED: this check sees
  -- every vote committed before the lock was granted, so simultaneous clicks count once.
  SELECT r.* INTO device_wait_ms, network_votes, network_wait_ms FROM upvotes_in_window(p_store, p_device, p_network, win) r;
  IF device_wait_ms > 0 OR network_votes >= p_network_limit THEN
    outcome := 'refused';
    RETURN;
  END IF;

  INSERT INTO upvotes (grocery_store_id, device_id, network_hash) VALUES (p_store, p_device, p_network);
  UPDATE grocery_stores s SET upvote_count = s.upvote_count + 1 WHERE s.id = p_store RETURNING s.upvote_count INTO new_count;
  -- Static pages show the count of their build: ask for the next one with the vote itself.
  PERFORM pg_advisory_xact_lock_shared(hashtext('site_rebuilds'));
  PERFORM mark_site_stale('upvote for store ' || p_store::text, p_rebuild_coalesce);
  outcome := 'counted';
END
$$;
