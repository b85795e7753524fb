// The admin rejects a verified claim with a reason, which is audited and mailed to the claimant.
import { z } from "zod";
import { text } from "../platform/text.ts";
import type { Db } from "../../db/client.ts";
import { refreshCompetingFlags, updateClaim } from "./claims-queries.server.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { sendRejectionMail } from "./claim-mail.server.ts";
import { sendMailQuietly } from "../platform/send-mail.server.ts";
import { lockPendingClaim, storeNames } from "./claim-review.server.ts";

export const rejectionSchema = z.object({
  reason: text({ error: "Please enter a reason for the rejection." })
    .trim()
    .min(1, "Please enter a reason for the rejection.")
    .max(1000, "The reason must be at most 1000 characters."),
});

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
  await sendMailQuietly("claim mail", async () =>
    sendRejectionMail(claim.ownerEmail, await storeNames(db, claim.groceryStoreId), reason),
  );
  return claim;
}
