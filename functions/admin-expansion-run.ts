// POST /api/admin/expansion/run - { areasToProcess?: 5 | 10 | 25 | 50 } -> 202 { run, resumed }:
// starts an OpenStreetMap expansion run in the background (ADR 020).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { serializeRun } from "../src/imports/expansion/expansion-stats.server.ts";
import { parseRunRequest, startRun } from "../src/imports/expansion/start-run.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const areasToProcess = parseRunRequest(await readJson(request));
    const { run, resumed } = await startRun(db, areasToProcess);
    return json({ run: serializeRun(run), resumed }, { status: 202 });
  },
});

export const config = { path: "/api/admin/expansion/run" };
