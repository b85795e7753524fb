// Starts the worker after the request has answered. On Netlify a synchronous function is frozen once
// it responds, so the run goes to the background function (15 minutes, which hands the run on to a
// fresh invocation before its time is up); under `npm start` and in tests it runs in this process.
import type { Db } from "../../../db/client.ts";
import { releaseLease, runningRun } from "../expansion-queries.server.ts";
import { env } from "../../platform/env.server.ts";
import { processRun, runSignature } from "./run-expansion.server.ts";

const running = new Set<Promise<void>>();

export async function queueRun(db: Db, runId: number): Promise<void> {
  if (env().NETLIFY === "true") {
    const response = await fetch(new URL("/.netlify/functions/expansion-run-background", env().SITE_URL), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ runId, signature: runSignature(runId) }),
    });
    if (!response.ok) console.warn(`expansion run ${runId}: background function answered ${response.status}`);
    return;
  }
  const job = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      await processRun(db, runId);
    })
    .catch((error: unknown) => console.warn(`expansion run ${runId} failed: ${(error as Error).message}`))
    .finally(() => running.delete(job));
  running.add(job);
}

/** Resolves when every in-process run has stopped (tests, and a clean shutdown). */
export async function expansionIdle(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}

/**
 * `npm start` only: a run still "running" when the server starts lost its worker with the previous
 * process (locally the worker lives in the server process), so it is taken over at once rather than
 * when its lease runs out. Returns the run's id, or null when there was none.
 */
export async function resumeAfterRestart(db: Db): Promise<number | null> {
  const run = await runningRun(db);
  if (!run) return null;
  await releaseLease(db, run.id);
  await queueRun(db, run.id);
  return run.id;
}
