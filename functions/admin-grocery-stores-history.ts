// GET /api/admin/grocery-stores/{id}/history - the store's audited owner changes, newest first (ADR 040),
// and its owners' name and address proposals with their outcome (ADR 044)
import { admin } from "../src/admin/admin-handler.server.ts";
import { storeHistory } from "../src/owners/store-history.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { storeNameAddressHistory } from "../src/review/store-proposals.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  GET: admin({
    params: { id: requireStoreId },
    run: async (db, { params }) => {
      const changes = await storeHistory(db, params.id);
      return { changes, nameAddressChanges: await storeNameAddressHistory(db, params.id) };
    },
  }),
});

export const config = { path: "/api/admin/grocery-stores/:id/history" };
