// The admin's decision on a verified claim. Approval makes the claimant the store's owner, puts
// their description on the listing, and turns away every other open claim on that store; rejection
// records the reason. Both are audited, mailed, and followed by a rebuild where pages change.
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { getAdminStore, getStoreForUpdate, updateStoreRow } from "../../../db/queries/admin-stores.ts";
import {
  lockClaimWithStore,
  listOtherOpenClaims,
  refreshCompetingFlags,
  updateClaim,
  upsertOwner,
} from "../../../db/queries/claims.ts";
import type { BusinessClaim } from "../../../db/schema.ts";
import { storeHref } from "../../shared/stores/store-view.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { isUuid } from "../stores/identifier.ts";
import { requestRebuild } from "../rebuild/request-rebuild.ts";
import { notify, sendApprovalMail, sendRejectionMail } from "./claim-mail.ts";

export const CLAIM_NOT_FOUND = "Claim not found.";
export const LOST_TO_ANOTHER_CLAIM = "Another claim for this business was approved.";

export const rejectionSchema = z.object({
  reason: z
    .string({ error: "Please enter a reason for the rejection." })
    .trim()
    .min(1, "Please enter a reason for the rejection.")
    .max(1000, "The reason must be at most 1000 characters."),
});

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function requireClaimId(raw: string | undefined): string {
  if (!raw || !isUuid(raw)) throw notFound(CLAIM_NOT_FOUND);
  return raw.toLowerCase();
}

async function lockPendingClaim(tx: Tx, id: string): Promise<BusinessClaim> {
  const claim = await lockClaimWithStore(tx, id);
  if (!claim || claim.status === "unverified") throw notFound(CLAIM_NOT_FOUND);
  if (claim.status !== "pending") throw new ApiError("conflict", `This claim was already ${claim.status}.`);
  return claim;
}

const storeNames = async (db: Db, storeId: string) => {
  const store = (await getAdminStore(db, storeId))!;
  return { storeName: store.name, cityName: store.cityName, state: store.state, url: storeHref(store) };
};

export async function approveClaim(db: Db, id: string) {
  const { claim, losers } = await db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, id);
    const store = await getStoreForUpdate(tx, claim.groceryStoreId);
    if (!store || store.deletedAt) throw new ApiError("conflict", "This store has been deleted; restore it first.");
    if (store.ownerId) throw new ApiError("conflict", "This store already has an owner.");
    const owner = await upsertOwner(tx, { name: claim.ownerName, email: claim.ownerEmail, phone: claim.ownerPhone });
    await updateStoreRow(tx, store.id, { ownerId: owner.id, ownerDescription: claim.ownerDescription });
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
  await notify(() => sendApprovalMail(claim.ownerEmail, names));
  // Only addresses that were proven hear about the outcome: an unverified one may not be the sender's.
  for (const loser of losers.filter((l) => l.status === "pending")) {
    await notify(() => sendRejectionMail(loser.ownerEmail, names, LOST_TO_ANOTHER_CLAIM));
  }
  return claim;
}

export async function rejectClaim(db: Db, id: string, reason: string) {
  const claim = await db.transaction(async (tx) => {
    const claim = await lockPendingClaim(tx, id);
    const rejected = await updateClaim(tx, id, {
      status: "rejected",
      reviewedAt: new Date(),
      rejectionReason: reason,
      hasCompetingClaims: false,
    });
    await refreshCompetingFlags(tx, claim.groceryStoreId);
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "claim.reject",
      entityType: "business_claim",
      entityId: id,
      before: { status: claim.status },
      after: { status: "rejected", rejectionReason: reason },
    });
    return rejected;
  });
  await notify(async () => sendRejectionMail(claim.ownerEmail, await storeNames(db, claim.groceryStoreId), reason));
  return claim;
}
