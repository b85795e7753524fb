// GET /api/admin/grocery-stores?q=&page=&pageSize=&include=deleted - the admin's searchable, paginated list
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { listStoresForAdmin } from "../src/server/admin/stores/list-stores.ts";
import { handle, json } from "../src/server/http/handler.ts";

export default handle({
  GET: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await listStoresForAdmin(db, new URL(request.url).searchParams));
  },
});

export const config = { path: "/api/admin/grocery-stores" };
