// GET /api/search?q=[&suggest=1] - up to 3 towns (suggestions) and the matching stores (search page);
// suggest=1 (typing in the home search box) is not recorded as a search
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { searchCities, searchStores } from "../db/queries/search.ts";
import { recordSearch } from "../src/server/analytics/record-search.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { parseSearchQuery, searchQuerySchema } from "../src/shared/search/search-terms.ts";
import { serializeStore } from "../src/server/stores/serialize.ts";

export default handle({
  GET: async (request: Request, context: Context) => {
    const params = new URL(request.url).searchParams;
    const text = searchQuerySchema.parse(params.get("q") ?? "");
    if (!text) return json({ cities: [], stores: [] });
    const db = await getDb();
    const query = parseSearchQuery(text);
    const cities = await searchCities(db, query);
    const stores = await searchStores(
      db,
      query,
      cities.map((c) => c.id),
    );
    // For the admin report; never fails the search, and runs after the answer where it can.
    if (params.get("suggest") !== "1") await recordSearch(db, text, request, context);
    return json({ cities, stores: stores.map(serializeStore) });
  },
});

export const config = { path: "/api/search" };
