// PUT /api/admin/cities/{cityId}/description - edit a city's description
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { cityDescriptionSchema, parseCityId, updateCityDescription } from "../src/server/admin/cities/update-city.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { serializeCity } from "../src/server/cities/serialize.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";

export default handle({
  PUT: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    const id = parseCityId(context.params.cityId);
    const { description } = cityDescriptionSchema.parse(await readJson(request));
    return json(serializeCity(await updateCityDescription(db, id, description)));
  },
});

export const config = { path: "/api/admin/cities/:cityId/description" };
