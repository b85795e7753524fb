// POST /api/admin/coffee-shops/{id}/update-reviews - one store's venue data and Google rating
// (the "coffee-shops" path is the spec's public API). ADR 021.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { updateStoreReviews } from "../src/server/enrichment/update-store-reviews.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { requireStoreId } from "../src/server/stores/find-store.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const { message } = await updateStoreReviews(db, requireStoreId(context.params.id));
    return json({ message });
  },
});

export const config = { path: "/api/admin/coffee-shops/:id/update-reviews" };
