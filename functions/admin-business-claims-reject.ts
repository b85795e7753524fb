// POST /api/admin/business-claims/{id}/reject - { reason } (required); the claimant is mailed the reason
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { requireClaimId } from "../src/server/claims/claim-review.ts";
import { rejectClaim, rejectionSchema } from "../src/server/claims/reject-claim.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const id = requireClaimId(context.params.id);
    const { reason } = rejectionSchema.parse(await readJson(request));
    const claim = await rejectClaim(db, id, reason);
    return json({
      id: claim.id,
      status: claim.status,
      reviewedAt: claim.reviewedAt?.toISOString() ?? null,
      rejectionReason: claim.rejectionReason,
    });
  },
});

export const config = { path: "/api/admin/business-claims/:id/reject" };
