// POST /api/admin/new-listings/{id}/approve - the listing joins town lists, search and the sitemap
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { approveListing } from "../src/review/approve-listing.server.ts";
import { requireListingId } from "../src/review/listing-review.server.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const approved = await approveListing(db, requireListingId(context.params.id));
    return json({ ...approved, reviewedAt: approved.reviewedAt.toISOString() });
  },
});

export const config = { path: "/api/admin/new-listings/:id/approve" };
