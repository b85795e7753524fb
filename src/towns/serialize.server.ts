// A city with its counts as the public JSON shape (src/towns/city-json.ts).
import type { CityWithCounts } from "./cities-queries.server.ts";
import type { CityJson } from "./city-json.ts";

export function serializeCity({ city, storeCount, storesWithVotes, boostedStores }: CityWithCounts): CityJson {
  return {
    id: city.id,
    name: city.name,
    state: city.state,
    slug: city.slug,
    description: city.description,
    imageUrl: city.imageUrl,
    imageSource: city.imageSource,
    imageAttribution: city.imageLicense
      ? { license: city.imageLicense, author: city.imageAuthor, url: city.imageAttributionUrl }
      : null,
    fallbackColor: city.fallbackColor,
    latitude: city.latitude,
    longitude: city.longitude,
    coffeeShopCount: storeCount,
    shopsWith: storesWithVotes,
    boostedShops: boostedStores,
  };
}
