// Data for every city-level page (city page, best deals), grouped in memory from the build's one
// town list and one store list: a query per page would not scale to thousands of pages.
import type { CityJson } from "../towns/city-json.ts";
import type { StoreJson } from "../stores/store-json.ts";
import { getDb } from "../../db/client.ts";
import { townsOfRejectedListings } from "../towns/cities-queries.server.ts";
import { loadCities, loadStores, once } from "./build-data.server.ts";
import { pageCacheKey } from "./cache-key.server.ts";

export interface CityPageData {
  city: CityJson;
  /** Ranked: boosted first, then votes and rating. */
  stores: StoreJson[];
}

/**
 * Every town with its stores: the same objects for each route of the build process. A town made only
 * for listings the admin rejected has no page (issue #49): it would be a live town with 0 stores.
 */
export const loadCityPages = once(async (): Promise<CityPageData[]> => {
  const [allCities, stores, rejectedOnly] = await Promise.all([
    loadCities(),
    loadStores(),
    getDb().then(townsOfRejectedListings),
  ]);
  const cities = allCities.filter((city) => !rejectedOnly.has(city.id));
  // The store list is already ranked within each city, so pushing in order keeps the ranking.
  const byCity = new Map<number, StoreJson[]>();
  for (const store of stores) {
    const list = byCity.get(store.cityId) ?? [];
    list.push(store);
    byCity.set(store.cityId, list);
  }
  return cities.map((city) => ({ city, stores: byCity.get(city.id) ?? [] }));
});

const townKeys = new WeakMap<CityPageData, string>();

/**
 * The cache key of a town and its stores. Five routes key their pages on it (the town page, its
 * further pages, its store list, best deals and its further pages): one digest per town, not five,
 * each of which stringified every store of the town (ADR 056).
 */
export function townKey(town: CityPageData): string {
  let key = townKeys.get(town);
  if (key === undefined) townKeys.set(town, (key = pageCacheKey(town)));
  return key;
}
