// POST /api/admin/cities/discover-images - Wikipedia images, with licence and author, for a batch
// of towns still showing the colour swatch; answers updatedCount, processed, remaining. ADR 021.
import { admin } from "../src/admin/admin-handler.server.ts";
import { discoverCityImages } from "../src/enrichment/discover-city-images.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({ POST: admin({ run: (db) => discoverCityImages(db) }) });

export const config = { path: "/api/admin/cities/discover-images" };
