// POST /api/admin/coffee-shops/{id}/update-reviews - one store's venue data and Google rating
// (the "coffee-shops" path is the spec's public API). ADR 021.
import { admin } from "../src/admin/admin-handler.server.ts";
import { updateStoreReviews } from "../src/enrichment/update-store-reviews.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  POST: admin({
    params: { id: requireStoreId },
    run: async (db, { params }) => {
      const { message } = await updateStoreReviews(db, params.id);
      return { message };
    },
  }),
});

export const config = { path: "/api/admin/coffee-shops/:id/update-reviews" };
