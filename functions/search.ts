// GET /api/search?q=[&suggest=1] - up to 3 towns (suggestions) and the matching stores (search page);
// suggest=1 (typing in the home search box) is not recorded as a search
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { searchCities, searchStores } from "../db/queries/search.ts";
import { recordSearch } from "../src/server/analytics/record-search.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { cachedSearchAnswer } from "../src/server/search/answer-cache.ts";
import { SUGGESTION_CACHE_HEADERS } from "../src/server/search/cache-headers.ts";
import { parseSearchQuery, searchQuerySchema } from "../src/shared/search/search-terms.ts";
import { serializeStore } from "../src/server/stores/serialize.ts";

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
