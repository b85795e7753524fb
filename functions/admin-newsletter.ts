// GET /api/admin/newsletter - { thisWeek, areas, lastDigest }: subscribers per town or state and the
// latest digest week's outcome (sent, skipped as empty, failed), for the admin's Newsletter tab
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { newsletterOverview } from "../src/server/newsletter/admin-overview.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await newsletterOverview(db));
  },
});

export const config = { path: "/api/admin/newsletter" };
