// PUT    /api/admin/grocery-stores/{id} - edit a store (same rules as listing)
// DELETE /api/admin/grocery-stores/{id} - soft delete, restorable for 30 days
import { admin } from "../src/admin/admin-handler.server.ts";
import { deleteStore } from "../src/admin/delete-store.server.ts";
import { serializeAdminStore } from "../src/admin/serialize-admin-store.server.ts";
import { storeEditSchema } from "../src/admin/store-edit-schema.ts";
import { updateStore } from "../src/admin/update-store.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  PUT: admin({
    params: { id: requireStoreId },
    body: storeEditSchema,
    run: async (db, { params, body }) => serializeAdminStore(await updateStore(db, params.id, body)),
  }),
  DELETE: admin({
    params: { id: requireStoreId },
    run: async (db, { params }) => {
      const deletedAt = await deleteStore(db, params.id);
      return { ok: true, deletedAt: deletedAt.toISOString() };
    },
  }),
});

export const config = { path: "/api/admin/grocery-stores/:id" };
