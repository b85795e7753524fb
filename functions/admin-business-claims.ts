// GET /api/admin/business-claims - verified claims for review: pending (oldest first), then the
// latest 500 decisions
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { listClaimsForReview } from "../src/owners/claims-queries.server.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { serializeClaim } from "../src/owners/serialize-claim.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

const REVIEWED_SHOWN = 500;

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json((await listClaimsForReview(db, REVIEWED_SHOWN)).map(serializeClaim));
  },
});

export const config = { path: "/api/admin/business-claims" };
