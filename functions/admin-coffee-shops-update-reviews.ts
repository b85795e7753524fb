// POST /api/admin/coffee-shops/{id}/update-reviews - one store's venue data and Google rating
// (the "coffee-shops" path is the spec's public API). ADR 021.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { updateStoreReviews } from "../src/enrichment/update-store-reviews.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const { message } = await updateStoreReviews(db, requireStoreId(context.params.id));
    return json({ message });
  },
});

export const config = { path: "/api/admin/coffee-shops/:id/update-reviews" };
