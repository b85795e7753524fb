// The admin rejects a new listing with a reason: its page answers 404 from then on (ADR 024), the
// reason is audited, and mailed to the lister when they gave an address, once the decision's undo
// window is over (ADR 063).
import type { Db } from "../../db/client.ts";
import { getAdminStore, updateStoreRow } from "../admin/admin-stores-queries.server.ts";
import { insertReviewAction } from "./review-actions-queries.server.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { listingRejectedMail, mailLister } from "./listing-mail.server.ts";
import { lockPendingListing } from "./listing-review.server.ts";
import { undoUntil } from "./undo-review.server.ts";

// The same rule and messages as a rejected claim: a reason is required and is sent on.
export { rejectionSchema } from "../owners/reject-claim.server.ts";

export async function rejectListing(db: Db, id: string, reason: string) {
  const reviewedAt = new Date();
  const { actionId, mailed } = await db.transaction(async (tx) => {
    const listing = await lockPendingListing(tx, id);
    await updateStoreRow(tx, id, {
      reviewStatus: "rejected",
      reviewedAt,
      reviewedBy: ADMIN_ACTOR,
      rejectionReason: reason,
    });
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "listing.reject",
      entityType: "grocery_store",
      entityId: id,
      before: { reviewStatus: listing.reviewStatus },
      after: { reviewStatus: "rejected", rejectionReason: reason },
    });
    const actionId = await insertReviewAction(tx, "reject", [listing], reviewedAt);
    if (!listing.listerEmail) return { actionId, mailed: false };
    const store = (await getAdminStore(tx, id))!;
    const names = { storeName: store.name, cityName: store.cityName, state: store.state };
    await mailLister(tx, listingRejectedMail(listing.listerEmail, names, reason), actionId);
    return { actionId, mailed: true };
  });
  // `mailed`: a notice waits for the lister (it goes once the undo window is over).
  return {
    id,
    reviewStatus: "rejected" as const,
    reviewedAt,
    rejectionReason: reason,
    mailed,
    actionId,
    undoUntil: undoUntil(reviewedAt),
  };
}
