// The public JSON shape of a city (spec section 3). `coffeeShopCount` is a legacy name kept because
// it is public API; code that reads it says storeCountOf(city) (ADR 043).
import { toCount } from "../platform/format.ts";

export interface CityJson {
  id: number;
  name: string;
  state: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  /** fallback | stock | wikipedia | tourism; anything else means custom. */
  imageSource: string;
  /** Licence, author and description page of a discovered image (Wikipedia), else null. ADR 021. */
  imageAttribution: { license: string; author: string | null; url: string | null } | null;
  fallbackColor: string | null;
  latitude: number | null;
  longitude: number | null;
  coffeeShopCount: number;
  shopsWith: number;
  boostedShops: number;
}

/** What a city's store count is read from: a whole CityJson or the part of one a list keeps. */
export type CountedCity = Pick<CityJson, "coffeeShopCount">;

/** The city's listed stores (the spec's `coffeeShopCount`); a raw count may arrive as a string. */
export const storeCountOf = (city: CountedCity): number => toCount(city.coffeeShopCount);
