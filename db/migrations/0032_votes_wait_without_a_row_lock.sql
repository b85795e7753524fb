-- Votes for one store wait for each other on an advisory lock instead of the store's row lock
-- (issue #48): a tap refused after the wait (the second tap of a double tap, a network at its
-- limit) then writes nothing, so its commit needs no disk flush; a counted vote flushes once, as
-- before. The count is bumped before the vote is stored, under a condition that a closure or a
-- removal committed meanwhile makes false, so a vote and a closure still cannot interleave.
-- Outcomes and rules are otherwise 0025's. db/sql/vote-rule.sql holds the same definition.
-- Custom migration (drizzle-kit generate --custom).
CREATE OR REPLACE FUNCTION "cast_upvote"(
  "p_store" uuid, "p_device" text, "p_network" text, "p_window_minutes" integer, "p_network_limit" integer,
  OUT "outcome" text, OUT "new_count" integer,
  OUT "device_wait_ms" float8, OUT "network_votes" integer, OUT "network_wait_ms" float8
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  win constant interval := make_interval(mins => p_window_minutes);
  closed timestamptz;
BEGIN
  -- Repeat clicks and scripted retries are refused here, without queueing for the store.
  SELECT r.* INTO device_wait_ms, network_votes, network_wait_ms FROM upvotes_in_window(p_store, p_device, p_network, win) r;
  IF device_wait_ms > 0 OR network_votes >= p_network_limit THEN
    outcome := 'refused';
    RETURN;
  END IF;

  -- Serialises votes for this store until commit. An advisory lock, not the store's row lock: a
  -- vote refused below then writes nothing, so its commit waits for no disk flush (a row lock
  -- would be written to the table and flushed). Key: the vote's own space (the two-number form,
  -- apart from the one-number lock below), then the store; two stores sharing a hash only queue.
  PERFORM pg_advisory_xact_lock(hashtext('cast_upvote'), hashtext(p_store::text));
  SELECT s.closed_at INTO closed FROM grocery_stores s
  WHERE s.id = p_store AND s.is_active AND s.deleted_at IS NULL AND s.review_status <> 'rejected';
  IF NOT FOUND THEN
    outcome := 'not_found';
    RETURN;
  END IF;
  -- A store closed for good takes no votes (issue #43); reopening it lifts this. (Migration 0025.)
  IF closed IS NOT NULL THEN
    outcome := 'closed';
    RETURN;
  END IF;

  -- A VOLATILE function takes a new snapshot per statement under READ COMMITTED: this check sees
  -- every vote committed before the lock was granted, so simultaneous clicks count once.
  SELECT r.* INTO device_wait_ms, network_votes, network_wait_ms FROM upvotes_in_window(p_store, p_device, p_network, win) r;
  IF device_wait_ms > 0 OR network_votes >= p_network_limit THEN
    outcome := 'refused';
    RETURN;
  END IF;

  -- The count moves only while the store still takes votes: a closure or removal committed since
  -- the check above wins (the update waits for its row lock, then sees it).
  UPDATE grocery_stores s SET upvote_count = s.upvote_count + 1
  WHERE s.id = p_store AND s.is_active AND s.deleted_at IS NULL AND s.review_status <> 'rejected' AND s.closed_at IS NULL
  RETURNING s.upvote_count INTO new_count;
  IF NOT FOUND THEN
    outcome := CASE WHEN EXISTS (
      SELECT 1 FROM grocery_stores s
      WHERE s.id = p_store AND s.is_active AND s.deleted_at IS NULL AND s.review_status <> 'rejected'
    ) THEN 'closed' ELSE 'not_found' END;
    RETURN;
  END IF;
  INSERT INTO upvotes (grocery_store_id, device_id, network_hash) VALUES (p_store, p_device, p_network);
  -- Votes are not content (ADR 042): they only note that counts changed since the last build, and
  -- the scheduled check builds for them once the last build is older than the vote interval. The
  -- first vote after a build writes the note; later ones find it and skip the row (no row lock).
  -- A vote that skipped relies on the next build reading after its commit: the shared advisory
  -- lock, as in migration 0014, keeps a build from being marked started until it commits.
  PERFORM pg_advisory_xact_lock_shared(hashtext('site_rebuilds'));
  UPDATE site_rebuilds r SET votes_changed_at = now()
  WHERE r.id = 1 AND (r.votes_changed_at IS NULL OR r.votes_changed_at <= r.started_at);
  IF NOT FOUND AND NOT EXISTS (SELECT 1 FROM site_rebuilds r WHERE r.id = 1) THEN
    INSERT INTO site_rebuilds (id, votes_changed_at) VALUES (1, now()) ON CONFLICT (id) DO NOTHING;
  END IF;
  outcome := 'counted';
END
$$;
