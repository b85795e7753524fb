// POST /api/admin/grocery-stores/{id}/history/{changeId}/revert - { reason } (required): puts back
// the value an owner change replaced, audited, and mails the owner the reason (ADR 040).
import { admin } from "../src/admin/admin-handler.server.ts";
import { revertSchema } from "../src/owners/owner-edit-schema.ts";
import { requireChangeId, revertChange } from "../src/owners/revert-change.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  POST: admin({
    params: { id: requireStoreId, changeId: requireChangeId },
    body: revertSchema,
    run: async (db, { params, body }) => ({
      reverted: await revertChange(db, params.id, params.changeId, body.reason),
    }),
  }),
});

export const config = { path: "/api/admin/grocery-stores/:id/history/:changeId/revert" };
