// GET /api/admin/grocery-stores/{id}/history - the store's audited owner changes, newest first (ADR 040)
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { storeHistory } from "../src/server/owner-editing/store-history.ts";
import { requireStoreId } from "../src/server/stores/find-store.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json({ changes: await storeHistory(db, requireStoreId(context.params.id)) });
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/history" };
