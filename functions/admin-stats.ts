// GET /api/admin/stats - { totalShops, totalCities, totalUsers, boostedShops, waiting: { newListings,
// suggestions, nameAddress, claims }, outOfScope } (waiting: ADR 063; outOfScope: stores the scope rule
// marked, waiting for an admin's decision, issue #47)
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { getAdminStats } from "../src/admin/admin-stats-queries.server.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await getAdminStats(db));
  },
});

export const config = { path: "/api/admin/stats" };
