// POST /api/admin/new-listings/{id}/reject - { reason } (required); mailed to the lister if they gave
// an address; the store's page answers 404 from then on
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { requireListingId } from "../src/review/listing-review.server.ts";
import { rejectListing, rejectionSchema } from "../src/review/reject-listing.server.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const id = requireListingId(context.params.id);
    const { reason } = rejectionSchema.parse(await readJson(request));
    const rejected = await rejectListing(db, id, reason);
    return json({ ...rejected, reviewedAt: rejected.reviewedAt.toISOString() });
  },
});

export const config = { path: "/api/admin/new-listings/:id/reject" };
