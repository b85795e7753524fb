// GET /api/admin/expansion/stats - { completionPercentage, scrapedAreas, totalMetroAreas,
// remainingAreas, totalGroceryStores, run }
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { expansionStats } from "../src/server/expansion/expansion-stats.ts";
import { handle, json } from "../src/server/http/handler.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await expansionStats(db));
  },
});

export const config = { path: "/api/admin/expansion/stats" };
