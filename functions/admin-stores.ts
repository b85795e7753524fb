// GET /api/admin/grocery-stores?q=&page=&pageSize=&include=deleted - the admin's searchable, paginated list
import type { Context } from "@netlify/functions";
import { z } from "zod";
import { getDb } from "../db/client.ts";
import { searchAdminStores } from "../db/queries/admin-stores.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { serializeAdminStore } from "../src/server/admin/stores/serialize.ts";
import { handle, json } from "../src/server/http/handler.ts";

const querySchema = z.object({
  q: z.string().trim().max(100).default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  include: z.enum(["deleted"]).optional(),
});

export default handle({
  GET: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context, request);
    const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const { rows, total } = await searchAdminStores(db, { ...query, includeDeleted: query.include === "deleted" });
    return json({ stores: rows.map(serializeAdminStore), total, page: query.page, pageSize: query.pageSize });
  },
});

export const config = { path: "/api/admin/grocery-stores" };
