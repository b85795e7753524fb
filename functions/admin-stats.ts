// GET /api/admin/stats - { totalShops, totalCities, totalUsers, boostedShops, waiting: { newListings,
// suggestions, nameAddress, claims }, outOfScope } (waiting: ADR 063; outOfScope: stores the scope rule
// marked, waiting for an admin's decision, issue #47)
import { admin } from "../src/admin/admin-handler.server.ts";
import { getAdminStats } from "../src/admin/admin-stats-queries.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({ GET: admin({ run: (db) => getAdminStats(db) }) });

export const config = { path: "/api/admin/stats" };
