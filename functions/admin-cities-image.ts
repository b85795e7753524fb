// PUT /api/admin/cities/{cityId}/image - set a city's banner image (http(s) only)
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { serializeCity } from "../src/towns/serialize.server.ts";
import { cityImageSchema, parseCityId, updateCityImage } from "../src/towns/update-city.server.ts";

export default handle({
  PUT: admin({
    params: { cityId: parseCityId },
    body: cityImageSchema,
    run: async (db, { params, body }) => serializeCity(await updateCityImage(db, params.cityId, body.imageUrl)),
  }),
});

export const config = { path: "/api/admin/cities/:cityId/image" };
