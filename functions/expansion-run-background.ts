// Background function (Netlify: the "-background" name, 15 minutes): works on one expansion run,
// named with a signature only this server can make. It starts no area that could outlast its 15
// minutes (an area's longest time is its lease: every try timing out, every backoff waited) and
// then hands the run to a fresh invocation; areas are written once, so a retried invocation changes
// nothing. ADR 020.
// No public route: start-run.ts calls /.netlify/functions/expansion-run-background.
import { getDb } from "../db/client.ts";
import { queueRun } from "../src/imports/expansion/queue-run.server.ts";
import {
  isValidRunSignature,
  leaseMs,
  overpassOptions,
  processRun,
} from "../src/imports/expansion/run-expansion.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";

const LIFETIME_MS = 15 * 60_000;

export default async (request: Request) => {
  const body = (await readJson(request).catch(() => null)) as { runId?: unknown; signature?: unknown } | null;
  const runId = typeof body?.runId === "number" && Number.isInteger(body.runId) ? body.runId : 0;
  const signature = typeof body?.signature === "string" ? body.signature : "";
  if (!runId || !isValidRunSignature(runId, signature)) return new Response(null, { status: 403 });
  const db = await getDb();
  const budget = Math.max(60_000, LIFETIME_MS - leaseMs(overpassOptions()));
  const outcome = await processRun(db, runId, { deadline: Date.now() + budget });
  if (outcome === "paused") await queueRun(db, runId);
  return new Response(null, { status: 202 });
};
