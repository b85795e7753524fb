// POST /api/admin/name-address-changes/{id}/reject - { reason } (required): turn an owner's proposed
// name or address down; the owner is mailed the reason and the editor's link (ADR 044).
import { admin } from "../src/admin/admin-handler.server.ts";
import { rejectNameAddressSchema } from "../src/owners/name-address-schema.ts";
import { handle } from "../src/platform/handler.server.ts";
import { rejectNameAddressChange } from "../src/review/reject-change.server.ts";
import { requireChangeId } from "../src/review/require-pending.server.ts";

export default handle({
  POST: admin({
    params: { id: requireChangeId },
    body: rejectNameAddressSchema,
    run: async (db, { params, body }) => ({ change: await rejectNameAddressChange(db, params.id, body.reason) }),
  }),
});

export const config = { path: "/api/admin/name-address-changes/:id/reject" };
