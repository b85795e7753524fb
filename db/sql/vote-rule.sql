-- The vote rule, as the database runs it today (ADRs 008, 026 and 042). Migrations 0013, 0014, 0020,
-- 0025 and 0032 created these functions and stay as they were applied; this file is their current
-- definition in one place to read, and tests/integration/vote-rule-sql.test.ts fails when a
-- migrated database's functions differ from it. A change to the rule is a new migration plus the
-- same change here.

-- What a device and its network did for a store inside the window, as milliseconds until each
-- limit lifts. STABLE: called from cast_upvote after the store's vote lock, it sees every vote committed
-- before the lock was granted. (Migration 0013.)
CREATE FUNCTION "upvotes_in_window"(
  "p_store" uuid, "p_device" text, "p_network" text, "p_window" interval,
  OUT "device_wait_ms" float8, OUT "network_votes" integer, OUT "network_wait_ms" float8
) LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT
    coalesce(greatest(0, extract(epoch from (max(u.created_at) FILTER (WHERE u.device_id = p_device) + p_window - now())) * 1000), 0)::float8,
    (count(*) FILTER (WHERE u.network_hash = p_network))::integer,
    coalesce(greatest(0, extract(epoch from (min(u.created_at) FILTER (WHERE u.network_hash = p_network) + p_window - now())) * 1000), 0)::float8
  INTO device_wait_ms, network_votes, network_wait_ms
  FROM upvotes u
  WHERE u.grocery_store_id = p_store
    AND u.created_at > now() - p_window
    AND (u.device_id = p_device OR u.network_hash = p_network);
END
$$;

-- Marks the site stale for the next build unless a request newer than `p_coalesce` is still
-- pending; true when the marker was written. Content changes call it through requestRebuild
-- (src/server/rebuild/request-rebuild.ts -> db/queries/rebuilds.ts markSiteStale); a vote no longer
-- does (migration 0020, ADR 042). (Migration 0013.)
CREATE FUNCTION "mark_site_stale"("p_reason" text, "p_coalesce" interval) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE site_rebuilds r SET requested_at = now(), reason = p_reason
  WHERE r.id = 1
    AND NOT (r.requested_at IS NOT NULL AND r.requested_at > now() - p_coalesce
      AND (r.started_at IS NULL OR r.requested_at > r.started_at));
  IF FOUND THEN
    RETURN true;
  END IF;
  IF EXISTS (SELECT 1 FROM site_rebuilds r WHERE r.id = 1) THEN
    RETURN false;
  END IF;
  INSERT INTO site_rebuilds (id, requested_at, reason) VALUES (1, now(), p_reason) ON CONFLICT (id) DO NOTHING;
  RETURN FOUND;
END
$$;

-- The vote: refused (waits say which limit), not_found (no reachable store), closed (closed for
-- good), or counted (the count bumped, the vote stored and, once per build,
-- site_rebuilds.votes_changed_at set, in the same transaction). Called by
-- src/votes/upvotes-queries.server.ts castUpvote for src/votes/cast-vote.server.ts. (Migration 0032
-- made votes wait on an advisory lock; 0025 added 'closed'; 0020 and 0014 wrote it before.)
CREATE FUNCTION "cast_upvote"(
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
