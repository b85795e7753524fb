// The admin approves a new listing: it joins town lists, search and the sitemap with the next build,
// the admin's check counts as a confirmation of its details, and the lister hears of it once the
// decision's undo window is over (ADR 063).
import type { Db } from "../../db/client.ts";
import { getAdminStore, updateStoreRow } from "../admin/admin-stores-queries.server.ts";
import { insertReviewAction } from "./review-actions-queries.server.ts";
import type { ConfirmedBy } from "../stores/confirmation.ts";
import { storeHref } from "../stores/store-view.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { listingApprovedMail, mailLister } from "./listing-mail.server.ts";
import { lockPendingListing } from "./listing-review.server.ts";
import { undoUntil } from "./undo-review.server.ts";

export async function approveListing(db: Db, id: string) {
  const reviewedAt = new Date();
  const actionId = await db.transaction(async (tx) => {
    const listing = await lockPendingListing(tx, id);
    await updateStoreRow(tx, id, {
      reviewStatus: "approved",
      reviewedAt,
      reviewedBy: ADMIN_ACTOR,
      confirmedAt: reviewedAt,
      confirmedBy: "admin" satisfies ConfirmedBy,
    });
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "listing.approve",
      entityType: "grocery_store",
      entityId: id,
      before: { reviewStatus: listing.reviewStatus, confirmedBy: listing.confirmedBy },
      after: { reviewStatus: "approved", confirmedBy: "admin" },
    });
    const actionId = await insertReviewAction(tx, "approve", [listing], reviewedAt);
    if (listing.listerEmail) {
      const store = (await getAdminStore(tx, id))!;
      const names = { storeName: store.name, cityName: store.cityName, state: store.state, url: storeHref(store) };
      await mailLister(tx, listingApprovedMail(listing.listerEmail, names), actionId);
    }
    return actionId;
  });
  await requestRebuild(db, `listing approved: ${id}`);
  return { id, reviewStatus: "approved" as const, reviewedAt, actionId, undoUntil: undoUntil(reviewedAt) };
}
