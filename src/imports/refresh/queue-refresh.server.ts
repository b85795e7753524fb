// Starts the monthly refresh after the scheduled function has answered (ADR 064): on Netlify a
// scheduled function has seconds, so the refresh runs in the background function (15 minutes, tried
// again after 1 and 2 minutes when it fails); under `npm start` and in tests, in this process.
import type { Db } from "../../../db/client.ts";
import { env } from "../../platform/env.server.ts";
import { jobSignature } from "../../platform/job-signature.server.ts";
import { runSnapRefresh } from "./run-refresh.server.ts";

export const REFRESH_JOB = "snap-refresh";

/** What the scheduled function does: nothing when no file is configured, else start the refresh. */
export async function queueSnapRefresh(db: Db, now = new Date()): Promise<string> {
  const source = env().SNAP_REFRESH_URL;
  if (!source) return "SNAP_REFRESH_URL is not set: no USDA refresh this month.";
  // The job id is the month, so a signature made for one month starts nothing in another.
  const month = Number(now.toISOString().slice(0, 7).replace("-", ""));
  if (env().NETLIFY === "true") {
    const response = await fetch(new URL("/.netlify/functions/snap-refresh-background", env().SITE_URL), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ month, signature: jobSignature(REFRESH_JOB, month) }),
    });
    return `background refresh for ${month}: ${response.status}`;
  }
  const summary = await runSnapRefresh(db, source, now);
  return `refreshed from ${source}: ${JSON.stringify(summary)}`;
}
