// POST /api/admin/grocery-stores/{id}/close - { reason? }: marks a store closed for good (ADR 045):
// out of every list at the next rebuild, a 'Permanently closed' page for CLOSED_PAGE_DAYS, then 410.
// Audited. Admins only.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { closeStore } from "../src/server/stores/close-store.ts";
import { requireStoreId } from "../src/server/stores/find-store.ts";
import { optionalReasonSchema } from "../src/shared/suggestions/suggestion-schema.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const body = await readJson(request);
    const id = requireStoreId(context.params.id);
    const { reason } = optionalReasonSchema.parse(body);
    const closedAt = await closeStore(db, id, reason ?? null);
    return json({ closedAt: closedAt.toISOString() });
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/close" };
