// GET /api/admin/grocery-stores/{id}/history - the store's audited owner changes, newest first (ADR 040),
// and its owners' name and address proposals with their outcome (ADR 044)
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { storeHistory } from "../src/server/owner-editing/store-history.ts";
import { storeNameAddressHistory } from "../src/server/name-address-review/store-proposals.ts";
import { requireStoreId } from "../src/server/stores/find-store.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const id = requireStoreId(context.params.id);
    const changes = await storeHistory(db, id);
    return json({ changes, nameAddressChanges: await storeNameAddressHistory(db, id) });
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/history" };
