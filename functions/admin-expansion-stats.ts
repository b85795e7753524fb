// GET /api/admin/expansion/stats - { completionPercentage, scrapedAreas, totalMetroAreas,
// remainingAreas, totalGroceryStores, run }
import { admin } from "../src/admin/admin-handler.server.ts";
import { expansionStats } from "../src/imports/expansion/expansion-stats.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({ GET: admin({ run: (db) => expansionStats(db) }) });

export const config = { path: "/api/admin/expansion/stats" };
