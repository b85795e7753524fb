// POST /api/admin/grocery-stores/{id}/restore - bring back a store deleted in the last 30 days
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { restoreStore } from "../src/admin/restore-store.server.ts";
import { serializeAdminStore } from "../src/admin/serialize-admin-store.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(serializeAdminStore(await restoreStore(db, requireStoreId(context.params.id))));
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/restore" };
