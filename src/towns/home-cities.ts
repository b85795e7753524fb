// The city data the home page's location-ordered list needs, for every city: built into the page
// at build time, read by the NearbyCities script island. Tuples rather than objects keep the
// embedded JSON about a third smaller (the keys would repeat 300 times).
import { storeCountOf, type CityJson } from "./city-json.ts";
import { toCount } from "../platform/format.ts";

/** The element holding every town as HomeCityTuple[] on the home page (town list, newsletter form). */
export const HOME_CITIES_DATA_ID = "home-cities-data";

export interface HomeCity {
  slug: string;
  name: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  shops: number;
  withVotes: number;
  boosted: number;
  fallbackColor: string | null;
}

export type HomeCityTuple = [
  slug: string,
  name: string,
  state: string,
  latitude: number | null,
  longitude: number | null,
  shops: number,
  withVotes: number,
  boosted: number,
  fallbackColor: string | null,
];

/** Four decimals is about 10 m: plenty for ordering towns by distance. */
const coordinate = (value: number | string | null | undefined) => {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? Math.round(n * 1e4) / 1e4 : null;
};

export function toHomeCity(city: CityJson): HomeCity {
  return {
    slug: city.slug,
    name: city.name,
    state: city.state,
    latitude: coordinate(city.latitude),
    longitude: coordinate(city.longitude),
    shops: storeCountOf(city),
    withVotes: toCount(city.shopsWith),
    boosted: toCount(city.boostedShops),
    fallbackColor: city.fallbackColor ?? null,
  };
}

export function encodeHomeCities(cities: readonly HomeCity[]): HomeCityTuple[] {
  return cities.map((c) => [
    c.slug,
    c.name,
    c.state,
    c.latitude,
    c.longitude,
    c.shops,
    c.withVotes,
    c.boosted,
    c.fallbackColor,
  ]);
}

export function decodeHomeCities(tuples: readonly HomeCityTuple[]): HomeCity[] {
  return tuples.map(([slug, name, state, latitude, longitude, shops, withVotes, boosted, fallbackColor]) => ({
    slug,
    name,
    state,
    latitude,
    longitude,
    shops,
    withVotes,
    boosted,
    fallbackColor,
  }));
}
