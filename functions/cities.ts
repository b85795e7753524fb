// GET /api/cities         - cities that have at least one listed store
// GET /api/cities/all     - every city, including those still waiting for their first store
// GET /api/cities/{slug}  - one city with its store counts
// One file because Netlify matches "/api/cities/:slug" for "all" too; no city slug is "all"
// (every slug ends with a state code).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { listCities } from "../src/towns/cities-queries.server.ts";
import { findCity } from "../src/towns/find-city.server.ts";
import { serializeCity } from "../src/towns/serialize.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    const param = context.params.slug;
    if (param === undefined || param === "all") {
      const rows = await listCities(db, { onlyWithStores: param === undefined });
      return json(rows.map(serializeCity));
    }
    return json(serializeCity(await findCity(db, param)));
  },
});

export const config = { path: ["/api/cities", "/api/cities/:slug"] };
