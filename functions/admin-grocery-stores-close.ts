// POST /api/admin/grocery-stores/{id}/close - { reason? }: marks a store closed for good (ADR 045):
// out of every list at the next rebuild, a 'Permanently closed' page for CLOSED_PAGE_DAYS, then 410.
// Audited. Admins only.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { closeStore } from "../src/stores/close-store.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";
import { optionalReasonSchema } from "../src/review/suggestion-schema.ts";

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
