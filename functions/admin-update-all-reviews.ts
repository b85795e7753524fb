// POST /api/admin/update-all-reviews - start the bulk review run for every real store; answers 202
// with the run (successful, processed) whose progress /api/admin/enrichment/status reports. ADR 021.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { startJob } from "../src/server/enrichment/bulk-jobs.ts";
import { serializeJob } from "../src/server/enrichment/serialize-job.ts";
import { handle, json } from "../src/server/http/handler.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(serializeJob(await startJob(db, "reviews")), { status: 202 });
  },
});

export const config = { path: "/api/admin/update-all-reviews" };
