// GET /api/grocery-stores/{id}/photos - the store's photos in gallery order, the main photo first
// (ADR 046). Public, like the store's page.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { listStorePhotos } from "../src/owners/list-photos.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) =>
    json(await listStorePhotos(await getDb(), requireStoreId(context.params.id))),
});

export const config = { path: "/api/grocery-stores/:id/photos" };
