// GET /api/admin/circulars - every current and scheduled circular, with its store, uploader,
// thumbnail and file (admin only; ADR 037).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { listAdminCirculars } from "../src/server/circulars/admin-circulars.ts";
import { handle, json } from "../src/server/http/handler.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await listAdminCirculars(db));
  },
});

export const config = { path: "/api/admin/circulars" };
