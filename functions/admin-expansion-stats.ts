// GET /api/admin/expansion/stats - { completionPercentage, scrapedAreas, totalMetroAreas,
// remainingAreas, totalGroceryStores, run }
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { expansionStats } from "../src/imports/expansion/expansion-stats.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await expansionStats(db));
  },
});

export const config = { path: "/api/admin/expansion/stats" };
