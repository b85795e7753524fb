// GET /api/grocery-stores/featured      - boosted stores for the home page
// GET /api/grocery-stores/recent        - the newest listings
// GET /api/grocery-stores/{identifier}  - one store by id, encoded "citySlug/storeSlug", or slug
// One file because Netlify would match "/api/grocery-stores/:identifier" for "featured" too.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { listFeaturedStores, listRecentStores } from "../src/stores/stores-queries.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { findStore } from "../src/stores/find-store.server.ts";
import { serializeStore } from "../src/stores/serialize.server.ts";
import { FEATURED_LIMIT, RECENT_LIMIT } from "../src/stores/shelves.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    const identifier = context.params.identifier ?? "";
    if (identifier === "featured") return json((await listFeaturedStores(db, FEATURED_LIMIT)).map(serializeStore));
    if (identifier === "recent") return json((await listRecentStores(db, RECENT_LIMIT)).map(serializeStore));
    return json(serializeStore(await findStore(db, identifier)));
  },
});

export const config = { path: "/api/grocery-stores/:identifier" };
