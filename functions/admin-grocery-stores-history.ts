// GET /api/admin/grocery-stores/{id}/history - the store's audited owner changes, newest first (ADR 040),
// and its owners' name and address proposals with their outcome (ADR 044)
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { storeHistory } from "../src/owners/store-history.server.ts";
import { storeNameAddressHistory } from "../src/review/store-proposals.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

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
