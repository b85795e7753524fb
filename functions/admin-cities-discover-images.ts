// POST /api/admin/cities/discover-images - Wikipedia images, with licence and author, for a batch
// of towns still showing the colour swatch; answers updatedCount, processed, remaining. ADR 021.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { discoverCityImages } from "../src/enrichment/discover-city-images.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  POST: async (_request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    return json(await discoverCityImages(db));
  },
});

export const config = { path: "/api/admin/cities/discover-images" };
