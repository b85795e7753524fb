// POST /api/admin/grocery-stores/{id}/reopen - { reason? }: undoes 'closed for good' (ADR 045): the
// store is back in every list at the next rebuild. Audited. Admins only.
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { optionalReasonSchema } from "../src/review/suggestion-schema.ts";
import { reopenStore } from "../src/stores/close-store.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  POST: admin({
    params: { id: requireStoreId },
    body: optionalReasonSchema,
    run: async (db, { params, body }) => {
      await reopenStore(db, params.id, body.reason ?? null);
      return { closedAt: null };
    },
  }),
});

export const config = { path: "/api/admin/grocery-stores/:id/reopen" };
