// PUT /api/admin/cities/{cityId}/image - set a city's banner image (http(s) only)
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { cityImageSchema, parseCityId, updateCityImage } from "../src/towns/update-city.server.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { serializeCity } from "../src/towns/serialize.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";

export default handle({
  PUT: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const id = parseCityId(context.params.cityId);
    const { imageUrl } = cityImageSchema.parse(await readJson(request));
    return json(serializeCity(await updateCityImage(db, id, imageUrl)));
  },
});

export const config = { path: "/api/admin/cities/:cityId/image" };
