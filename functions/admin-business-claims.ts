// GET /api/admin/business-claims - verified claims for review: pending (oldest first), then the
// latest 500 decisions
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { listClaimsForReview } from "../db/queries/claims.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { serializeClaim } from "../src/server/claims/serialize.ts";
import { handle, json } from "../src/server/http/handler.ts";

const REVIEWED_SHOWN = 500;

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json((await listClaimsForReview(db, REVIEWED_SHOWN)).map(serializeClaim));
  },
});

export const config = { path: "/api/admin/business-claims" };
