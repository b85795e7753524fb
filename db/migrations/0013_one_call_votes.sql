-- Custom SQL (ADR 026): a vote in one round trip. The rules are ADR 008's, applied where the data
-- is, so the store's row lock is held for the function's few statements and the commit only, not
-- across client round trips. Called by db/queries/upvotes.ts; the limits come from the caller.

-- What a device and its network did for a store inside the window, as milliseconds until each
-- limit lifts. PL/pgSQL rather than SQL because PostgreSQL plans a SQL function's body again on every
-- call and caches a PL/pgSQL one's (0.4 ms against 0.02 ms here). STABLE: it reads with the
-- snapshot of the statement that calls it, so called from cast_upvote after the row lock it sees
-- every vote committed before the lock was granted.
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
--> statement-breakpoint
-- outcome: 'counted' (new_count set), 'refused' (the waits say which limit), or 'not_found' (no
-- reachable store: active, not deleted, not rejected in review - db/queries/store-visibility.ts's
-- reachableStore, which this must match).
CREATE FUNCTION "cast_upvote"(
  "p_store" uuid, "p_device" text, "p_network" text, "p_window_minutes" integer, "p_network_limit" integer,
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
  outcome := 'counted';
END
$$;
--> statement-breakpoint
-- The stale marker of ADR 002, coalesced as ADR 025 decided: while a build requested under
-- `p_coalesce` ago has not started, the row is left alone (that build starts after its quiet
-- period, so it reads this change too). The condition sits in the UPDATE's WHERE, so a skipped
-- request takes no row lock. A row that only records a build start (a nightly build before any
-- change) has no request time: it is marked, where the statement this replaces skipped it for good.
-- Called by db/queries/rebuilds.ts as a prepared statement; true when the marker was written.
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
