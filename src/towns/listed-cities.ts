// Which towns the site lists and counts, in one place (issue #13): a town is listed once it has at
// least one listed store (which stores are listed is `listedStore` in src/towns/cities-queries.server.ts). Home,
// /cities, the sitemap and the towns' robots tags all ask here, so every count on the site agrees.
// Towns without stores stay in the database (and GET /api/cities/all) but are not shown.
import { storeCountOf, type CityJson, type CountedCity } from "./city-json.ts";
import { toCount } from "../platform/format.ts";
import { stateName } from "./us-states.ts";

export const cityIsListed = (listedStores: number | string | null | undefined) => toCount(listedStores) > 0;

/** The towns with stores, in their given order. */
export function listedCities<T extends CountedCity>(cities: readonly T[]): T[] {
  return cities.filter((city) => cityIsListed(storeCountOf(city)));
}

/** The one pair of figures the site shows: listed towns and the stores in them. */
export function directoryTotals(cities: readonly CountedCity[]): {
  towns: number;
  stores: number;
} {
  const towns = listedCities(cities);
  return { towns: towns.length, stores: towns.reduce((sum, city) => sum + storeCountOf(city), 0) };
}

export interface StateGroup<T> {
  code: string;
  name: string;
  towns: T[];
}

/** Listed towns grouped by state, states A-Z by name and towns A-Z within each. */
export function citiesByState<T extends CountedCity & Pick<CityJson, "name" | "state">>(
  cities: readonly T[],
): StateGroup<T>[] {
  const collator = new Intl.Collator("en-US", { sensitivity: "base", numeric: true });
  const groups = new Map<string, StateGroup<T>>();
  for (const city of listedCities(cities)) {
    const code = city.state.trim().toUpperCase();
    const group = groups.get(code) ?? { code, name: stateName(code) ?? code, towns: [] };
    group.towns.push(city);
    groups.set(code, group);
  }
  const sorted = [...groups.values()].sort((a, b) => collator.compare(a.name, b.name));
  for (const group of sorted) group.towns.sort((a, b) => collator.compare(a.name, b.name));
  return sorted;
}
