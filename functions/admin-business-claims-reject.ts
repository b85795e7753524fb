// POST /api/admin/business-claims/{id}/reject - { reason } (required); the claimant is mailed the reason
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { requireClaimId } from "../src/owners/claim-review.server.ts";
import { rejectClaim, rejectionSchema } from "../src/owners/reject-claim.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";

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
