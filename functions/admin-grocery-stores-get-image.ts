// POST /api/admin/grocery-stores/{id}/get-image - the store website's og:image or logo. ADR 021.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { findStoreImage } from "../src/enrichment/find-store-image.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await findStoreImage(db, requireStoreId(context.params.id)));
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/get-image" };
