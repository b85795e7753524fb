// POST /api/admin/update-all-images, POST /api/admin/update-images - start the bulk image run for
// real stores with a website and no image; answers 202 with the run (successful, processed,
// results) whose progress /api/admin/enrichment/status reports. ADR 021.
import { admin } from "../src/admin/admin-handler.server.ts";
import { startJob } from "../src/enrichment/bulk-jobs.server.ts";
import { serializeJob } from "../src/enrichment/serialize-job.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  POST: admin({ run: async (db) => json(serializeJob(await startJob(db, "images")), { status: 202 }) }),
});

export const config = { path: ["/api/admin/update-all-images", "/api/admin/update-images"] };
