// GET /api/claims/verify?token=: the link in the claim mail. Following it proves the address and
// puts the claim in the admin's queue; a second verified claim on the same store flags both.
import type { Db } from "../../../db/client.ts";
import { lockClaimWithStore, refreshCompetingFlags, updateClaim } from "../../../db/queries/claims.ts";
import { consumeVerificationToken } from "../verification/tokens.ts";
import { CLAIM_VERIFICATION_PURPOSE } from "./submit-claim.ts";

/** True when the token named a claim that is now (or already was) verified. */
export async function verifyClaim(db: Db, token: string): Promise<boolean> {
  const verification = await consumeVerificationToken(db, token, CLAIM_VERIFICATION_PURPOSE);
  if (!verification?.subjectId) return false;
  const claimId = verification.subjectId;
  return db.transaction(async (tx) => {
    const claim = await lockClaimWithStore(tx, claimId);
    if (!claim) return false;
    if (claim.status !== "unverified") return claim.status !== "rejected";
    await updateClaim(tx, claim.id, { status: "pending", emailVerifiedAt: new Date() });
    await refreshCompetingFlags(tx, claim.groceryStoreId);
    return true;
  });
}
