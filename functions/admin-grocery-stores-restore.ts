// POST /api/admin/grocery-stores/{id}/restore - bring back a store deleted in the last 30 days
import { admin } from "../src/admin/admin-handler.server.ts";
import { restoreStore } from "../src/admin/restore-store.server.ts";
import { serializeAdminStore } from "../src/admin/serialize-admin-store.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  POST: admin({
    params: { id: requireStoreId },
    run: async (db, { params }) => serializeAdminStore(await restoreStore(db, params.id)),
  }),
});

export const config = { path: "/api/admin/grocery-stores/:id/restore" };
