// POST /api/admin/business-claims/{id}/approve - the claimant becomes the store's owner; competing
// claims are turned away; everyone concerned is mailed
import { admin } from "../src/admin/admin-handler.server.ts";
import { approveClaim } from "../src/owners/approve-claim.server.ts";
import { requireClaimId } from "../src/owners/claim-review.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({
  POST: admin({
    params: { id: requireClaimId },
    run: async (db, { params }) => {
      const claim = await approveClaim(db, params.id);
      return { id: claim.id, status: claim.status, reviewedAt: claim.reviewedAt?.toISOString() ?? null };
    },
  }),
});

export const config = { path: "/api/admin/business-claims/:id/approve" };
