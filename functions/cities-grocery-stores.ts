// GET /api/cities/{slug}/grocery-stores - the city's stores, boosted first
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { listStoresInCity } from "../db/queries/stores.ts";
import { findCity } from "../src/server/cities/find-city.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { serializeStore } from "../src/server/stores/serialize.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    const { city } = await findCity(db, context.params.slug);
    return json((await listStoresInCity(db, city.id)).map(serializeStore));
  },
});

export const config = { path: "/api/cities/:slug/grocery-stores" };
