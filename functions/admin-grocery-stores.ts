// GET /api/admin/grocery-stores?q=&page=&pageSize=&include=deleted - the admin's searchable, paginated list
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { listStoresForAdmin } from "../src/admin/list-stores.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  GET: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await listStoresForAdmin(db, new URL(request.url).searchParams));
  },
});

export const config = { path: "/api/admin/grocery-stores" };
