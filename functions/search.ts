// GET /api/search?q=[&suggest=1] - up to 3 towns (suggestions) and the matching stores (search page);
// suggest=1 (typing in the home search box) is not recorded as a search
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { searchCities, searchStores } from "../src/search/search-queries.server.ts";
import { recordSearch } from "../src/analytics/record-search.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { cachedSearchAnswer } from "../src/search/answer-cache.server.ts";
import { SUGGESTION_CACHE_HEADERS } from "../src/search/cache-headers.server.ts";
import { parseSearchQuery, searchQuerySchema } from "../src/search/search-terms.ts";
import { serializeStore } from "../src/stores/serialize.server.ts";

export default handle({
  GET: async (request: Request, context: Context) => {
    const params = new URL(request.url).searchParams;
    const text = searchQuerySchema.parse(params.get("q") ?? "");
    if (!text) return json({ cities: [], stores: [] });
    const suggest = params.get("suggest") === "1";
    const db = await getDb();
    const query = parseSearchQuery(text);
    // The answer depends on these three only ("Mankato, MN" and "mankato mn" are one search).
    const answer = await cachedSearchAnswer(JSON.stringify([query.term, query.state, query.zip]), async () => {
      const cities = await searchCities(db, query);
      const stores = await searchStores(
        db,
        query,
        cities.map((c) => c.id),
      );
      // A store only its circular matched says so on its card (issue #25).
      const found = stores.map(({ direct, ...store }) => ({ ...serializeStore(store), foundInCircular: !direct }));
      return { cities, stores: found };
    });
    // For the admin report; never fails the search, and runs after the answer where it can.
    if (!suggest) await recordSearch(db, text, request, context);
    return json(answer, suggest ? { headers: SUGGESTION_CACHE_HEADERS } : {});
  },
});

export const config = { path: "/api/search" };
