// POST /api/admin/new-listings/{id}/reject - { reason } (required); mailed to the lister if they gave
// an address; the store's page answers 404 from then on
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { requireListingId } from "../src/review/listing-review.server.ts";
import { rejectListing, rejectionSchema } from "../src/review/reject-listing.server.ts";

export default handle({
  POST: admin({
    params: { id: requireListingId },
    body: rejectionSchema,
    run: async (db, { params, body }) => {
      const rejected = await rejectListing(db, params.id, body.reason);
      return { ...rejected, reviewedAt: rejected.reviewedAt.toISOString() };
    },
  }),
});

export const config = { path: "/api/admin/new-listings/:id/reject" };
