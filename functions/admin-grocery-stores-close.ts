// POST /api/admin/grocery-stores/{id}/close - { reason? }: marks a store closed for good (ADR 045):
// out of every list at the next rebuild, a 'Permanently closed' page for CLOSED_PAGE_DAYS, then 410.
// Audited. Admins only.
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { optionalReasonSchema } from "../src/review/suggestion-schema.ts";
import { closeStore } from "../src/stores/close-store.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  POST: admin({
    params: { id: requireStoreId },
    body: optionalReasonSchema,
    run: async (db, { params, body }) => {
      const closedAt = await closeStore(db, params.id, body.reason ?? null);
      return { closedAt: closedAt.toISOString() };
    },
  }),
});

export const config = { path: "/api/admin/grocery-stores/:id/close" };
