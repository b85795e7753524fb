// POST /api/grocery-stores/{id}/claim: an owner asks for a listing. Every submission is a new,
// unverified claim with exactly the details sent, and its own mailed link confirms that claim and
// nothing else: nobody who lacks the mailbox can change what a link will confirm (issue 15). The
// answer is the same whatever the address has done before; the mail says the rest.
import type { Db } from "../../db/client.ts";
import { getAdminStore } from "../admin/admin-stores-queries.server.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { findPendingClaimOf, insertClaim } from "./claims-queries.server.ts";
import { countHeldClaims, lockHolder } from "../platform/holds-queries.server.ts";
import { countVerificationsSince } from "../platform/email-tokens-queries.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { enforceHoldLimits } from "../platform/hold-limits.server.ts";
import type { Requester } from "../platform/requester.server.ts";
import { refuseIfClosed } from "../stores/closed-store.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { createVerificationToken } from "../platform/email-tokens.server.ts";
import { ALREADY_CLAIMED, type Claim } from "./claim-schema.ts";
import { sendVerificationMail } from "./claim-mail.server.ts";

export const CLAIM_VERIFICATION_PURPOSE = "claim";
const LINK_HOURS = 72;
// Links an address can receive per hour: enough to fix a typo, too few to flood an inbox.
export const CLAIM_LINKS_PER_ADDRESS_PER_HOUR = 3;

export interface ClaimReceipt {
  status: "unverified";
  message: string;
}

export const claimReceipt = (email: string): ClaimReceipt => ({
  status: "unverified",
  message: `Check your inbox at ${email} for a confirmation link. Your claim is reviewed once you follow it.`,
});

// What one network, device or address may hold waiting at once (issue #43).
const TOO_MANY_HELD = {
  network:
    "Too many claims from your network are waiting to be confirmed or reviewed. Please try again once they have been reviewed.",
  device:
    "You already have several claims waiting to be confirmed or reviewed. Please try again once they have been reviewed.",
  address:
    "This e-mail address already has several claims waiting for review. Please try again once they have been reviewed.",
};

export async function submitClaim(db: Db, storeId: string, input: Claim, requester: Requester): Promise<ClaimReceipt> {
  const { claim, store, waiting } = await db.transaction(async (tx) => {
    const holder = { ...requester, email: input.ownerEmail };
    await lockHolder(tx, holder);
    // The store row lock orders this against verifications and reviews of the store's claims.
    const locked = await getStoreForUpdate(tx, storeId);
    if (!locked || locked.deletedAt) throw notFound(STORE_NOT_FOUND);
    refuseIfClosed(locked, "claim");
    if (locked.ownerId) throw new ApiError("conflict", ALREADY_CLAIMED);
    const linkSince = new Date(Date.now() - LINK_HOURS * 3600 * 1000);
    enforceHoldLimits(await countHeldClaims(tx, holder, linkSince), TOO_MANY_HELD);
    const claim = await insertClaim(tx, {
      groceryStoreId: storeId,
      ownerEmail: input.ownerEmail,
      ownerName: input.ownerName,
      ownerPhone: input.ownerPhone ?? null,
      businessRole: input.businessRole,
      verificationMethod: input.verificationMethod,
      additionalInfo: input.additionalInfo ?? null,
      ownerDescription: input.ownerDescription,
      requesterNetwork: requester.network,
      requesterDevice: requester.device,
    });
    const waiting = Boolean(await findPendingClaimOf(tx, storeId, input.ownerEmail));
    return { claim, store: (await getAdminStore(tx, storeId))!, waiting };
  });

  const hourAgo = new Date(Date.now() - 3600 * 1000);
  const recent = await countVerificationsSince(db, claim.ownerEmail, CLAIM_VERIFICATION_PURPOSE, hourAgo);
  if (recent < CLAIM_LINKS_PER_ADDRESS_PER_HOUR) {
    const token = await createVerificationToken(db, {
      email: claim.ownerEmail,
      purpose: CLAIM_VERIFICATION_PURPOSE,
      subjectId: claim.id,
      ttlHours: LINK_HOURS,
    });
    await sendVerificationMail(
      claim.ownerEmail,
      { storeName: store.name, cityName: store.cityName, state: store.state },
      claim,
      { token, replacesWaitingClaim: waiting },
    );
  }
  return claimReceipt(claim.ownerEmail);
}
