// POST /api/admin/name-address-changes/{id}/reject - { reason }: the admin turns an owner's proposed
// name or address down (ADR 044). Nothing on the listing changes; the decision is audited and the
// owner is mailed the reason with a link to the editor.
import type { Db } from "../../db/client.ts";
import {
  decideProposal,
  getProposalForUpdate,
  NAME_ADDRESS_REJECTED_ACTION,
} from "./name-address-changes-queries.server.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { serializeProposal } from "./serialize-name-address.server.ts";
import { mailDecisionQuietly } from "./decision-mail.server.ts";
import { requirePending } from "./require-pending.server.ts";

export async function rejectNameAddressChange(db: Db, changeId: string, reason: string) {
  const change = await db.transaction(async (tx) => {
    const row = requirePending(await getProposalForUpdate(tx, changeId));
    await decideProposal(tx, row.id, { status: "rejected", rejectionReason: reason });
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: NAME_ADDRESS_REJECTED_ACTION,
      entityType: "grocery_store",
      entityId: row.groceryStoreId,
      before: { changeId: row.id, status: "pending" },
      after: { changeId: row.id, status: "rejected", reason },
    });
    return serializeProposal({ ...row, status: "rejected", rejectionReason: reason, reviewedAt: new Date() });
  });
  await mailDecisionQuietly(db, change, reason);
  return change;
}
