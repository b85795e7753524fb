// GET /api/admin/grocery-stores?q=&page=&pageSize=&include=deleted - the admin's searchable, paginated list
import { admin } from "../src/admin/admin-handler.server.ts";
import { listStoresForAdmin } from "../src/admin/list-stores.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({ GET: admin({ run: (db, { searchParams }) => listStoresForAdmin(db, searchParams) }) });

export const config = { path: "/api/admin/grocery-stores" };
