// Data for every city-level page (city page, best deals), grouped in memory from the build's one
// town list and one store list: a query per page would not scale to thousands of pages.
import type { CityJson } from "../../shared/api/city.ts";
import type { StoreJson } from "../../shared/api/store.ts";
import { loadCities, loadStores } from "./build-data.ts";

export interface CityPageData {
  city: CityJson;
  /** Ranked: boosted first, then votes and rating. */
  stores: StoreJson[];
}

export async function loadCityPages(): Promise<CityPageData[]> {
  const [cities, stores] = await Promise.all([loadCities(), loadStores()]);
  // The store list is already ranked within each city, so pushing in order keeps the ranking.
  const byCity = new Map<number, StoreJson[]>();
  for (const store of stores) {
    const list = byCity.get(store.cityId) ?? [];
    list.push(store);
    byCity.set(store.cityId, list);
  }
  return cities.map((city) => ({ city, stores: byCity.get(city.id) ?? [] }));
}
