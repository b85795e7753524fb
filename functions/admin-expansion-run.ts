// POST /api/admin/expansion/run - { areasToProcess?: 5 | 10 | 25 | 50 } -> 202 { run, resumed }:
// starts an OpenStreetMap expansion run in the background (ADR 020).
import { admin } from "../src/admin/admin-handler.server.ts";
import { serializeRun } from "../src/imports/expansion/expansion-stats.server.ts";
import { parseRunRequest, startRun } from "../src/imports/expansion/start-run.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  POST: admin({
    body: { parse: parseRunRequest },
    run: async (db, { body: areasToProcess }) => {
      const { run, resumed } = await startRun(db, areasToProcess);
      return json({ run: serializeRun(run), resumed }, { status: 202 });
    },
  }),
});

export const config = { path: "/api/admin/expansion/run" };
