// POST /api/admin/new-listings/{id}/reject - { reason } (required); mailed to the lister if they gave
// an address; the store's page answers 404 from then on
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { requireListingId } from "../src/server/listings/listing-review.ts";
import { rejectListing, rejectionSchema } from "../src/server/listings/reject-listing.ts";

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
