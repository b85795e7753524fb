// Every data change that affects public pages calls this. It only marks the site stale: the local
// watcher (npm start) or the scheduled function (production) turns stale into a build, debounced.
import type { Db } from "../../db/client.ts";
import { markSiteStale } from "./rebuilds-queries.server.ts";
import { forgetSearchAnswers } from "../search/answer-cache.server.ts";

export async function requestRebuild(db: Db, reason: string): Promise<void> {
  // What search answers is public data too; this instance's kept answers are now out of date.
  forgetSearchAnswers();
  try {
    await markSiteStale(db, reason.slice(0, 200));
  } catch (error) {
    // The change itself succeeded; the nightly rebuild will still catch up.
    console.warn(`rebuild request failed: ${(error as Error).message}`);
  }
}
