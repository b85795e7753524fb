// POST /api/admin/new-listings/{id}/approve - the listing joins town lists, search and the sitemap
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { approveListing } from "../src/server/listings/approve-listing.ts";
import { requireListingId } from "../src/server/listings/listing-review.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const approved = await approveListing(db, requireListingId(context.params.id));
    return json({ ...approved, reviewedAt: approved.reviewedAt.toISOString() });
  },
});

export const config = { path: "/api/admin/new-listings/:id/approve" };
