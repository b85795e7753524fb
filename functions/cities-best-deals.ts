// GET /api/cities/{citySlug}/best-deals - the city, its stores (boosted first), hasBoostedStores
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { listStoresInCity } from "../db/queries/stores.ts";
import { findCity } from "../src/server/cities/find-city.ts";
import { serializeCity } from "../src/server/cities/serialize.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { serializeStore } from "../src/server/stores/serialize.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    const city = await findCity(db, context.params.citySlug);
    const stores = (await listStoresInCity(db, city.city.id)).map(serializeStore);
    return json({ city: serializeCity(city), stores, hasBoostedStores: stores.some((s) => s.isBoosted) });
  },
});

export const config = { path: "/api/cities/:citySlug/best-deals" };
