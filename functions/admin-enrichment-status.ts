// GET /api/admin/enrichment/status - review keys configured, stores and towns needing images, and
// the latest bulk runs with their progress (polled by the Reviews tab and /admin/update-images).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { enrichmentStatus } from "../src/enrichment/enrichment-status.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await enrichmentStatus(db));
  },
});

export const config = { path: "/api/admin/enrichment/status" };
