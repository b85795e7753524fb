// POST /api/admin/expansion/run - { areasToProcess?: 5 | 10 | 25 | 50 } -> 202 { run, resumed }:
// starts an OpenStreetMap expansion run in the background (ADR 020).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { serializeRun } from "../src/server/expansion/expansion-stats.ts";
import { parseRunRequest, startRun } from "../src/server/expansion/start-run.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";

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
