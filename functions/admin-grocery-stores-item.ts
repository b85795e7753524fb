// PUT    /api/admin/grocery-stores/{id} - edit a store (same rules as listing)
// DELETE /api/admin/grocery-stores/{id} - soft delete, restorable for 30 days
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { deleteStore } from "../src/admin/delete-store.server.ts";
import { storeEditSchema } from "../src/admin/store-edit-schema.ts";
import { serializeAdminStore } from "../src/admin/serialize-admin-store.server.ts";
import { updateStore } from "../src/admin/update-store.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  PUT: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const id = requireStoreId(context.params.id);
    const edit = storeEditSchema.parse(await readJson(request));
    return json(serializeAdminStore(await updateStore(db, id, edit)));
  },
  DELETE: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const deletedAt = await deleteStore(db, requireStoreId(context.params.id));
    return json({ ok: true, deletedAt: deletedAt.toISOString() });
  },
});

export const config = { path: "/api/admin/grocery-stores/:id" };
