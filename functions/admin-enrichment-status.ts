// GET /api/admin/enrichment/status - review keys configured, stores and towns needing images, and
// the latest bulk runs with their progress (polled by the Reviews tab and /admin/update-images).
import { admin } from "../src/admin/admin-handler.server.ts";
import { enrichmentStatus } from "../src/enrichment/enrichment-status.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({ GET: admin({ run: (db) => enrichmentStatus(db) }) });

export const config = { path: "/api/admin/enrichment/status" };
