// POST /api/admin/grocery-stores/{id}/get-image - the store website's og:image or logo. ADR 021.
import { admin } from "../src/admin/admin-handler.server.ts";
import { findStoreImage } from "../src/enrichment/find-store-image.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  POST: admin({ params: { id: requireStoreId }, run: (db, { params }) => findStoreImage(db, params.id) }),
});

export const config = { path: "/api/admin/grocery-stores/:id/get-image" };
