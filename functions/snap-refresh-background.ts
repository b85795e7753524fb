// Background function (Netlify: the "-background" name, 15 minutes): the monthly USDA refresh
// (ADR 064), named with a signature only this server can make. A refresh that fails changes nothing
// and answers 500, so Netlify tries it again (after 1, then 2 minutes); each try is recorded.
// No public route: queue-refresh.ts calls /.netlify/functions/snap-refresh-background.
import { getDb } from "../db/client.ts";
import { env } from "../src/platform/env.server.ts";
import { isValidJobSignature } from "../src/platform/job-signature.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { REFRESH_JOB } from "../src/imports/refresh/queue-refresh.server.ts";
import { runSnapRefresh } from "../src/imports/refresh/run-refresh.server.ts";

export default async (request: Request) => {
  const body = (await readJson(request).catch(() => null)) as { month?: unknown; signature?: unknown } | null;
  const month = typeof body?.month === "number" && Number.isInteger(body.month) ? body.month : 0;
  const signature = typeof body?.signature === "string" ? body.signature : "";
  if (!month || !isValidJobSignature(REFRESH_JOB, month, signature)) return new Response(null, { status: 403 });
  const source = env().SNAP_REFRESH_URL;
  if (!source) return new Response(null, { status: 204 });
  try {
    await runSnapRefresh(await getDb(), source);
    return new Response(null, { status: 202 });
  } catch {
    // Recorded and mailed by the run; the status asks Netlify to try again.
    return new Response(null, { status: 500 });
  }
};
