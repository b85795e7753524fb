// POST /api/grocery-stores/{id}/claim: an owner asks for a listing. The claim waits, unverified,
// until the link mailed to the address is followed; only then does it reach the admin's queue.
// Asking again is harmless: the open claim is updated and the link re-sent at most every 10 minutes.
import type { Db } from "../../../db/client.ts";
import { getAdminStore, getStoreForUpdate } from "../../../db/queries/admin-stores.ts";
import { findOpenClaim, insertClaim, updateClaim } from "../../../db/queries/claims.ts";
import { lastVerificationSentFor } from "../../../db/queries/verifications.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.ts";
import { createVerificationToken } from "../verification/tokens.ts";
import { ALREADY_CLAIMED, type Claim } from "../../shared/claims/claim-schema.ts";
import { sendVerificationMail } from "./claim-mail.ts";

export const CLAIM_VERIFICATION_PURPOSE = "claim";
const LINK_HOURS = 72;
const RESEND_AFTER_MS = 10 * 60 * 1000;

export interface ClaimReceipt {
  status: "unverified" | "pending";
  message: string;
}

export async function submitClaim(db: Db, storeId: string, input: Claim): Promise<ClaimReceipt> {
  const { claim, store } = await db.transaction(async (tx) => {
    // The store row lock orders concurrent claims on one store: one open claim per address holds.
    const locked = await getStoreForUpdate(tx, storeId);
    if (!locked || locked.deletedAt) throw notFound(STORE_NOT_FOUND);
    if (locked.ownerId) throw new ApiError("conflict", ALREADY_CLAIMED);
    const details = {
      ownerName: input.ownerName,
      ownerPhone: input.ownerPhone ?? null,
      businessRole: input.businessRole,
      verificationMethod: input.verificationMethod,
      additionalInfo: input.additionalInfo ?? null,
      ownerDescription: input.ownerDescription,
    };
    const open = await findOpenClaim(tx, storeId, input.ownerEmail);
    const saved =
      open?.status === "pending"
        ? open
        : open
          ? await updateClaim(tx, open.id, details)
          : await insertClaim(tx, { ...details, groceryStoreId: storeId, ownerEmail: input.ownerEmail });
    return { claim: saved, store: (await getAdminStore(tx, storeId))! };
  });

  if (claim.status === "pending") {
    return { status: "pending", message: "Your claim is already confirmed and waiting for review." };
  }
  const lastSent = await lastVerificationSentFor(db, CLAIM_VERIFICATION_PURPOSE, claim.id);
  if (!lastSent || Date.now() - lastSent.getTime() > RESEND_AFTER_MS) {
    const token = await createVerificationToken(db, {
      email: claim.ownerEmail,
      purpose: CLAIM_VERIFICATION_PURPOSE,
      subjectId: claim.id,
      ttlHours: LINK_HOURS,
    });
    await sendVerificationMail(
      claim.ownerEmail,
      { storeName: store.name, cityName: store.cityName, state: store.state },
      token,
    );
  }
  return {
    status: "unverified",
    message: `Check your inbox: we sent a confirmation link to ${claim.ownerEmail}. Your claim is reviewed once you follow it.`,
  };
}
