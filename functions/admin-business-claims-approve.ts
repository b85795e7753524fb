// POST /api/admin/business-claims/{id}/approve - the claimant becomes the store's owner; competing
// claims are turned away; everyone concerned is mailed
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { approveClaim } from "../src/owners/approve-claim.server.ts";
import { requireClaimId } from "../src/owners/claim-review.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const claim = await approveClaim(db, requireClaimId(context.params.id));
    return json({ id: claim.id, status: claim.status, reviewedAt: claim.reviewedAt?.toISOString() ?? null });
  },
});

export const config = { path: "/api/admin/business-claims/:id/approve" };
