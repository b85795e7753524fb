// PUT /api/admin/cities/{cityId}/description - edit a city's description
import { admin } from "../src/admin/admin-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { serializeCity } from "../src/towns/serialize.server.ts";
import { cityDescriptionSchema, parseCityId, updateCityDescription } from "../src/towns/update-city.server.ts";

export default handle({
  PUT: admin({
    params: { cityId: parseCityId },
    body: cityDescriptionSchema,
    run: async (db, { params, body }) =>
      serializeCity(await updateCityDescription(db, params.cityId, body.description)),
  }),
});

export const config = { path: "/api/admin/cities/:cityId/description" };
