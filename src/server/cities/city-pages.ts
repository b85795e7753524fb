// Data for every city-level page (city page, best deals) from two queries in total, grouped in
// memory: one query per page would not scale to thousands of pages.
import { getDb } from "../../../db/client.ts";
import { listCities } from "../../../db/queries/cities.ts";
import { listAllStores } from "../../../db/queries/stores.ts";
import { serializeStore, type StoreJson } from "../stores/serialize.ts";
import { serializeCity, type CityJson } from "./serialize.ts";

export interface CityPageData {
  city: CityJson;
  /** Ranked: boosted first, then votes and rating. */
  stores: StoreJson[];
}

export async function loadCityPages(): Promise<CityPageData[]> {
  const db = await getDb();
  const [cities, stores] = await Promise.all([listCities(db), listAllStores(db)]);
  // listAllStores is already ranked within each city, so pushing in order keeps the ranking.
  const byCity = new Map<number, StoreJson[]>();
  for (const row of stores) {
    const list = byCity.get(row.cityId) ?? [];
    list.push(serializeStore(row));
    byCity.set(row.cityId, list);
  }
  return cities.map((row) => ({ city: serializeCity(row), stores: byCity.get(row.city.id) ?? [] }));
}
