-- A store closed for good takes no votes (issue #43, ADR 045): cast_upvote answers 'closed' for it
-- under the same row lock that serialises its votes, so a vote and a closure cannot interleave.
-- db/sql/vote-rule.sql holds the same definition. Custom migration (drizzle-kit generate --custom).
CREATE OR REPLACE FUNCTION "cast_upvote"(
  "p_store" uuid, "p_device" text, "p_network" text, "p_window_minutes" integer, "p_network_limit" integer,
  OUT "outcome" text, OUT "new_count" integer,
  OUT "device_wait_ms" float8, OUT "network_votes" integer, OUT "network_wait_ms" float8
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  win constant interval := make_interval(mins => p_window_minutes);
  closed timestamptz;
BEGIN
  -- Repeat clicks and scripted retries are refused here, without queueing on the row lock.
  SELECT r.* INTO device_wait_ms, network_votes, network_wait_ms FROM upvotes_in_window(p_store, p_device, p_network, win) r;
  IF device_wait_ms > 0 OR network_votes >= p_network_limit THEN
    outcome := 'refused';
    RETURN;
  END IF;

  -- Serialises votes for this store until commit. Every vote updates this row anyway, so the
  -- lock costs no concurrency the counter did not already cost.
  SELECT s.closed_at INTO closed FROM grocery_stores s
  WHERE s.id = p_store AND s.is_active AND s.deleted_at IS NULL AND s.review_status <> 'rejected'
  FOR UPDATE;
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

  INSERT INTO upvotes (grocery_store_id, device_id, network_hash) VALUES (p_store, p_device, p_network);
  UPDATE grocery_stores s SET upvote_count = s.upvote_count + 1 WHERE s.id = p_store RETURNING s.upvote_count INTO new_count;
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
