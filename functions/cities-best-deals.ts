// GET /api/cities/{citySlug}/best-deals - the city, its stores (boosted first), hasBoostedStores
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { listStoresInCity } from "../src/stores/stores-queries.server.ts";
import { findCity } from "../src/towns/find-city.server.ts";
import { serializeCity } from "../src/towns/serialize.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { serializeStore } from "../src/stores/serialize.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    const city = await findCity(db, context.params.citySlug);
    const stores = (await listStoresInCity(db, city.city.id)).map(serializeStore);
    return json({ city: serializeCity(city), stores, hasBoostedStores: stores.some((s) => s.isBoosted) });
  },
});

export const config = { path: "/api/cities/:citySlug/best-deals" };
