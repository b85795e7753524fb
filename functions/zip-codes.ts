// GET /api/zip-codes/{zip} - the town a ZIP code belongs to, so the listing form can say where a new
// store will be listed before it is sent (issue #49). Offline data, the same the listing uses.
import type { Context } from "@netlify/functions";
import { placeForZip } from "../src/towns/place-for-zip.server.ts";
import { ApiError, notFound } from "../src/platform/errors.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { UNKNOWN_ZIP_CODE, type ZipTownJson } from "../src/stores/zip-town.ts";
import { text } from "../src/platform/text.ts";

const zipCodeParamSchema = text().regex(/^\d{5}$/, "A ZIP code is five digits.");

export default handle({
  GET: async (_request: Request, context: Context) => {
    const zip = zipCodeParamSchema.safeParse(context.params.zip);
    if (!zip.success) throw new ApiError("bad_request", "A ZIP code is five digits.");
    const place = placeForZip(zip.data);
    if (!place) throw notFound(UNKNOWN_ZIP_CODE);
    const town: ZipTownJson = { zipCode: zip.data, city: place.city, state: place.state };
    // The data ships with the code: a day of caching is safe.
    return json(town, { headers: { "cache-control": "public, max-age=86400" } });
  },
});

export const config = { path: "/api/zip-codes/:zip" };
