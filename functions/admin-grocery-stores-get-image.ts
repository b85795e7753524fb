// POST /api/admin/grocery-stores/{id}/get-image - the store website's og:image or logo. ADR 021.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { findStoreImage } from "../src/server/enrichment/find-store-image.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { requireStoreId } from "../src/server/stores/find-store.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await findStoreImage(db, requireStoreId(context.params.id)));
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/get-image" };
