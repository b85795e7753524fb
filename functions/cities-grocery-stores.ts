// GET /api/cities/{slug}/grocery-stores - the city's stores, boosted first
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { listStoresInCity } from "../src/stores/stores-queries.server.ts";
import { findCity } from "../src/towns/find-city.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { serializeStore } from "../src/stores/serialize.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    const { city } = await findCity(db, context.params.slug);
    return json((await listStoresInCity(db, city.id)).map(serializeStore));
  },
});

export const config = { path: "/api/cities/:slug/grocery-stores" };
