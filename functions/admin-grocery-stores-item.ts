// PUT    /api/admin/grocery-stores/{id} - edit a store (same rules as listing)
// DELETE /api/admin/grocery-stores/{id} - soft delete, restorable for 30 days
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { deleteStore } from "../src/server/admin/stores/delete-store.ts";
import { storeEditSchema } from "../src/shared/admin/store-edit-schema.ts";
import { serializeAdminStore } from "../src/server/admin/stores/serialize.ts";
import { updateStore } from "../src/server/admin/stores/update-store.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { requireStoreId } from "../src/server/stores/find-store.ts";

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
