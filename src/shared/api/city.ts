// The public JSON shape of a city (spec section 3). `coffeeShopCount` is a legacy name kept because
// it is public API.
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
