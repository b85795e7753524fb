// GET /api/admin/circulars - every current and scheduled circular, with its store, uploader,
// thumbnail and file (admin only; ADR 037).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { listAdminCirculars } from "../src/circulars/admin-circulars.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await listAdminCirculars(db));
  },
});

export const config = { path: "/api/admin/circulars" };
