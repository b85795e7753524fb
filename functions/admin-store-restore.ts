// POST /api/admin/grocery-stores/{id}/restore - bring back a store deleted in the last 30 days
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { restoreStore } from "../src/server/admin/stores/delete-store.ts";
import { serializeAdminStore } from "../src/server/admin/stores/serialize.ts";
import { notFound } from "../src/server/http/errors.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { STORE_NOT_FOUND } from "../src/server/stores/find-store.ts";
import { isUuid } from "../src/server/stores/identifier.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context, request);
    const id = context.params.id ?? "";
    if (!isUuid(id)) throw notFound(STORE_NOT_FOUND);
    return json(serializeAdminStore(await restoreStore(db, id.toLowerCase())));
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/restore" };
