// /api/claims/verify?token=: the link in the claim mail. Its page's button (ADR 057) proves the
// address and puts exactly the claim it was mailed for in the admin's queue. A claim the same address had
// confirmed earlier on that store is withdrawn (the mail said so); a second verified claim from
// someone else flags both as competing.
import type { Db } from "../../db/client.ts";
import { findPendingClaimOf, lockClaimWithStore, refreshCompetingFlags, updateClaim } from "./claims-queries.server.ts";
import { consumeVerificationToken, isUsableVerificationToken } from "../platform/email-tokens.server.ts";
import { CLAIM_VERIFICATION_PURPOSE } from "./submit-claim.server.ts";

export const REPLACED_BY_NEWER_CLAIM = "Replaced by a newer claim confirmed from the same address.";

/** Whether the link would still verify: its page shows the button, else says it expired. */
export const canVerifyClaim = (db: Db, token: string) =>
  isUsableVerificationToken(db, token, CLAIM_VERIFICATION_PURPOSE);

/** True when the token named a claim that is now (or already was) verified. */
export async function verifyClaim(db: Db, token: string): Promise<boolean> {
  const verification = await consumeVerificationToken(db, token, CLAIM_VERIFICATION_PURPOSE);
  if (!verification?.subjectId) return false;
  const claimId = verification.subjectId;
  return db.transaction(async (tx) => {
    const claim = await lockClaimWithStore(tx, claimId);
    if (!claim) return false;
    if (claim.status !== "unverified") return claim.status !== "rejected";
    const earlier = await findPendingClaimOf(tx, claim.groceryStoreId, claim.ownerEmail);
    if (earlier) {
      await updateClaim(tx, earlier.id, {
        status: "rejected",
        reviewedAt: new Date(),
        rejectionReason: REPLACED_BY_NEWER_CLAIM,
        hasCompetingClaims: false,
      });
    }
    await updateClaim(tx, claim.id, { status: "pending", emailVerifiedAt: new Date() });
    await refreshCompetingFlags(tx, claim.groceryStoreId);
    return true;
  });
}
