// GET /api/analytics - the analytics report for the admin dashboard (admin session required):
// { totalViews, searchQueries, popularShops, popularCities, viewsByDay }
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { analyticsReport } from "../src/server/analytics/report.ts";
import { handle, json } from "../src/server/http/handler.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await analyticsReport(db), { headers: { "cache-control": "private, no-store" } });
  },
});

export const config = { path: "/api/analytics" };
