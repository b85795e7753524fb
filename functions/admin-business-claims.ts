// GET /api/admin/business-claims - verified claims for review: pending (oldest first), then the
// latest 500 decisions
import { admin } from "../src/admin/admin-handler.server.ts";
import { listClaimsForReview } from "../src/owners/claims-queries.server.ts";
import { serializeClaim } from "../src/owners/serialize-claim.server.ts";
import { handle } from "../src/platform/handler.server.ts";

const REVIEWED_SHOWN = 500;

export default handle({
  GET: admin({ run: async (db) => (await listClaimsForReview(db, REVIEWED_SHOWN)).map(serializeClaim) }),
});

export const config = { path: "/api/admin/business-claims" };
