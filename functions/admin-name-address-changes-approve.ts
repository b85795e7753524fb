// POST /api/admin/name-address-changes/{id}/approve - apply an owner's proposed name or address: new
// slug, the old address 301s to the new one, audited, the owner mailed (ADR 044).
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { approveNameAddressChange } from "../src/review/approve-change.server.ts";
import { requireChangeId } from "../src/review/require-pending.server.ts";

export default handle({
  POST: admin({ params: { id: requireChangeId }, run: (db, { params }) => approveNameAddressChange(db, params.id) }),
});

export const config = { path: "/api/admin/name-address-changes/:id/approve" };
