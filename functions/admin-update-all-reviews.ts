// POST /api/admin/update-all-reviews - start the bulk review run for every real store; answers 202
// with the run (successful, processed) whose progress /api/admin/enrichment/status reports. ADR 021.
import { admin } from "../src/admin/admin-handler.server.ts";
import { startJob } from "../src/enrichment/bulk-jobs.server.ts";
import { serializeJob } from "../src/enrichment/serialize-job.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  POST: admin({ run: async (db) => json(serializeJob(await startJob(db, "reviews")), { status: 202 }) }),
});

export const config = { path: "/api/admin/update-all-reviews" };
