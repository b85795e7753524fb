// GET /cities/{slug}/stores.json - a town's whole store list as a compact static part, written at
// build time and read by the town page's CityStores island on its first filter, sort or 'Load more'
// (ADR 023). Towns without stores get none: their page has no list to filter.
import type { APIRoute, GetStaticPaths } from "astro";
import { loadCityPages, townKey } from "../../../site/city-pages.server.ts";
import { reuseUnchangedPages } from "../../../site/reuse-pages.server.ts";
import { encodeCityStores } from "../../../towns/city-stores.ts";
import type { CityJson } from "../../../towns/city-json.ts";
import type { StoreJson } from "../../../stores/store-json.ts";

export const getStaticPaths = (async () => {
  return reuseUnchangedPages(
    "town-stores",
    async () => {
      const entries = (await loadCityPages())
        .filter(({ stores }) => stores.length > 0)
        .map((town) => ({ params: { slug: town.city.slug }, props: { ...town }, cacheKey: townKey(town) }));
      return entries;
    },
    ({ params }) => `cities/${params.slug}/stores.json`,
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ city: CityJson; stores: StoreJson[] }> = ({ props }) =>
  new Response(JSON.stringify(encodeCityStores(props.city, props.stores)), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
