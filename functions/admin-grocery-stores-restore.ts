// POST /api/admin/grocery-stores/{id}/restore - bring back a store deleted in the last 30 days
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { restoreStore } from "../src/server/admin/stores/restore-store.ts";
import { serializeAdminStore } from "../src/server/admin/stores/serialize.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { requireStoreId } from "../src/server/stores/find-store.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(serializeAdminStore(await restoreStore(db, requireStoreId(context.params.id))));
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/restore" };
