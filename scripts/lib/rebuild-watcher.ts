// Under `npm start`: turns "site is stale" into a background build, debounced, one at a time,
// plus a nightly rebuild like production's. Votes follow production's rule (ADR 042): they build
// only once the last build is VOTE_REBUILD_INTERVAL_MINUTES old, or with the next content build.
import type { Db } from "../../db/client.ts";
import { getRebuildState, markRebuildFinished, markRebuildStarted } from "../../src/site/rebuilds-queries.server.ts";
import { isStale, shouldRebuildNow, voteRebuildIntervalMs } from "../../src/site/rebuild-policy.server.ts";

// Half a second: part of the time from a change to its page (one small query per poll, none while building).
const POLL_MS = 500;
const NIGHTLY_MS = 24 * 60 * 60 * 1000;

export function watchForRebuilds(db: Db, rebuild: () => Promise<void>): () => void {
  let building = false;
  let pendingSince: Date | null = null;
  let lastBuild = Date.now();

  const run = async (startedAt: Date) => {
    building = true;
    pendingSince = null;
    try {
      await markRebuildStarted(db, startedAt);
      await rebuild();
      await markRebuildFinished(db, new Date());
      lastBuild = Date.now();
    } catch (error) {
      console.error(`Rebuild failed, the previous site stays in place: ${(error as Error).message}`);
    } finally {
      building = false;
    }
  };

  const tick = async () => {
    if (building) return;
    const now = new Date();
    const state = await getRebuildState(db);
    if (isStale(state)) pendingSince ??= now;
    if (shouldRebuildNow(state, now, pendingSince, voteRebuildIntervalMs()) || Date.now() - lastBuild >= NIGHTLY_MS)
      await run(now);
  };

  const timer = setInterval(() => {
    tick().catch((error) => console.warn(`rebuild watcher: ${(error as Error).message}`));
  }, POLL_MS);
  return () => clearInterval(timer);
}
