// The public JSON shape of a city. `coffeeShopCount` is a legacy name kept because it is public API.
import type { CityWithCounts } from "../../../db/queries/cities.ts";

export function serializeCity({ city, storeCount, storesWithVotes, boostedStores }: CityWithCounts) {
  return {
    id: city.id,
    name: city.name,
    state: city.state,
    slug: city.slug,
    description: city.description,
    imageUrl: city.imageUrl,
    imageSource: city.imageSource,
    fallbackColor: city.fallbackColor,
    latitude: city.latitude,
    longitude: city.longitude,
    coffeeShopCount: storeCount,
    shopsWith: storesWithVotes,
    boostedShops: boostedStores,
  };
}

export type CityJson = ReturnType<typeof serializeCity>;
