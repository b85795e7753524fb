// GET /api/admin/newsletter - { thisWeek, areas, lastDigest }: subscribers per town or state and the
// latest digest week's outcome (sent, skipped as empty, failed), for the admin's Newsletter tab
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { newsletterOverview } from "../src/newsletter/admin-overview.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await newsletterOverview(db));
  },
});

export const config = { path: "/api/admin/newsletter" };
