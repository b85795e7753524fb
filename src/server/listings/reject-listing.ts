// The admin rejects a new listing with a reason: its page answers 404 from then on (ADR 024), the
// reason is audited, and mailed to the lister when they gave an address.
import type { Db } from "../../../db/client.ts";
import { getAdminStore, updateStoreRow } from "../../../db/queries/admin-stores.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.ts";
import { notifyLister, sendListingRejectedMail } from "./listing-mail.ts";
import { lockPendingListing } from "./listing-review.ts";

// The same rule and messages as a rejected claim: a reason is required and is sent on.
export { rejectionSchema } from "../claims/reject-claim.ts";

export async function rejectListing(db: Db, id: string, reason: string) {
  const reviewedAt = new Date();
  const listing = await db.transaction(async (tx) => {
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
    return listing;
  });
  let mailed = false;
  if (listing.listerEmail) {
    const store = (await getAdminStore(db, id))!;
    const names = { storeName: store.name, cityName: store.cityName, state: store.state };
    mailed = await notifyLister(() => sendListingRejectedMail(listing.listerEmail!, names, reason));
  }
  return { id, reviewStatus: "rejected" as const, reviewedAt, rejectionReason: reason, mailed };
}
