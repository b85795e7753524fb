// GET /api/admin/stats - { totalShops, totalCities, totalUsers, boostedShops, waiting: { newListings,
// suggestions, nameAddress, claims }, outOfScope } (waiting: ADR 063; outOfScope: stores the scope rule
// marked, waiting for an admin's decision, issue #47)
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { getAdminStats } from "../db/queries/admin-stats.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await getAdminStats(db));
  },
});

export const config = { path: "/api/admin/stats" };
