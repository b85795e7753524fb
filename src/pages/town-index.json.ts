// GET /town-index.json - every town as [id, slug, name, state], built with the site: the home search
// box suggests towns from it as the shopper types, without a function call (src/shared/search/
// town-match.ts). Towns added after the build are still found: an empty match asks the API.
import type { APIRoute } from "astro";
import { loadCities } from "../site/build-data.server.ts";
import type { TownIndexEntry } from "../search/town-match.ts";

export const GET: APIRoute = async () => {
  const towns: TownIndexEntry[] = (await loadCities()).map((city) => [city.id, city.slug, city.name, city.state]);
  return new Response(JSON.stringify(towns), { headers: { "Content-Type": "application/json; charset=utf-8" } });
};
