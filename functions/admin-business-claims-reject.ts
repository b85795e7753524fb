// POST /api/admin/business-claims/{id}/reject - { reason } (required); the claimant is mailed the reason
import { admin } from "../src/admin/admin-handler.server.ts";
import { requireClaimId } from "../src/owners/claim-review.server.ts";
import { rejectClaim, rejectionSchema } from "../src/owners/reject-claim.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({
  POST: admin({
    params: { id: requireClaimId },
    body: rejectionSchema,
    run: async (db, { params, body }) => {
      const claim = await rejectClaim(db, params.id, body.reason);
      return {
        id: claim.id,
        status: claim.status,
        reviewedAt: claim.reviewedAt?.toISOString() ?? null,
        rejectionReason: claim.rejectionReason,
      };
    },
  }),
});

export const config = { path: "/api/admin/business-claims/:id/reject" };
