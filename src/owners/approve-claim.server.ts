// The admin approves a verified claim: the claimant becomes the store's owner, their description
// goes on the listing, and every other open claim on that store is turned away. Audited, mailed,
// and followed by a rebuild because the store page changes.
import type { Db } from "../../db/client.ts";
import { updateStoreRow } from "../admin/admin-stores-queries.server.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { listOtherOpenClaims, updateClaim, upsertOwner } from "./claims-queries.server.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { ApiError } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { sendApprovalMail, sendRejectionMail } from "./claim-mail.server.ts";
import { sendMailQuietly } from "../platform/send-mail.server.ts";
import { lockPendingClaim, storeNames } from "./claim-review.server.ts";

export const LOST_TO_ANOTHER_CLAIM = "Another claim for this business was approved.";
export const STORE_CLOSED_FOR_ADMIN = "This store is closed for good: reopen it first to approve a claim.";

export async function approveClaim(db: Db, id: string) {
  const { claim, losers } = await db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, id);
    const store = await getStoreForUpdate(tx, claim.groceryStoreId);
    if (!store || store.deletedAt) throw new ApiError("conflict", "This store has been deleted; restore it first.");
    if (store.ownerId) throw new ApiError("conflict", "This store already has an owner.");
    if (store.closedAt) throw new ApiError("conflict", STORE_CLOSED_FOR_ADMIN);
    const owner = await upsertOwner(tx, { name: claim.ownerName, email: claim.ownerEmail, phone: claim.ownerPhone });
    await updateStoreRow(tx, store.id, {
      ownerId: owner.id,
      ownerDescription: claim.ownerDescription,
      // A claim confirms who owns the store, none of its details: the page keeps saying who confirmed
      // those, until the owner saves them in the editor (issue #49). A real owner makes a sample
      // listing a real one: its sample banner goes.
      isSample: false,
    });
    const reviewedAt = new Date();
    const approved = await updateClaim(tx, id, { status: "approved", reviewedAt, hasCompetingClaims: false });
    const losers = await listOtherOpenClaims(tx, store.id, id);
    for (const loser of losers) {
      await updateClaim(tx, loser.id, { status: "rejected", reviewedAt, rejectionReason: LOST_TO_ANOTHER_CLAIM });
    }
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "claim.approve",
      entityType: "business_claim",
      entityId: id,
      before: { status: claim.status, store: { ownerId: store.ownerId, ownerDescription: store.ownerDescription } },
      after: {
        status: "approved",
        store: { ownerId: owner.id, ownerDescription: claim.ownerDescription },
        rejectedClaims: losers.map((l) => l.id),
      },
    });
    return { claim: approved, losers };
  });
  await requestRebuild(db, `claim approved: ${claim.groceryStoreId}`);
  const names = await storeNames(db, claim.groceryStoreId);
  await sendMailQuietly("claim mail", () => sendApprovalMail(claim.ownerEmail, names, claim.groceryStoreId));
  // Only addresses that were proven hear about the outcome: an unverified one may not be the sender's.
  for (const loser of losers.filter((l) => l.status === "pending")) {
    await sendMailQuietly("claim mail", () => sendRejectionMail(loser.ownerEmail, names, LOST_TO_ANOTHER_CLAIM));
  }
  return claim;
}
