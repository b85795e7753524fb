// POST /api/admin/new-listings/{id}/approve - the listing joins town lists, search and the sitemap
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { approveListing } from "../src/review/approve-listing.server.ts";
import { requireListingId } from "../src/review/listing-review.server.ts";

export default handle({
  POST: admin({
    params: { id: requireListingId },
    run: async (db, { params }) => {
      const approved = await approveListing(db, params.id);
      return { ...approved, reviewedAt: approved.reviewedAt.toISOString() };
    },
  }),
});

export const config = { path: "/api/admin/new-listings/:id/approve" };
