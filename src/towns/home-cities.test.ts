import { describe, expect, it } from "vitest";
import type { CityJson } from "./city-json.ts";
import { decodeHomeCities, encodeHomeCities, toHomeCity } from "./home-cities.ts";

const city = {
  id: 1,
  name: "Mankato",
  state: "MN",
  slug: "mankato-mn",
  description: "A long description that the home page does not need.",
  imageUrl: null,
  imageSource: "fallback",
  fallbackColor: "hsl(142, 45%, 35%)",
  latitude: 44.163578123,
  longitude: -93.999401234,
  coffeeShopCount: "11",
  shopsWith: 8,
  boostedShops: 1,
} as unknown as CityJson;

describe("home cities", () => {
  it("keeps only what a card and the ordering need, with counts as numbers", () => {
    expect(toHomeCity(city)).toEqual({
      slug: "mankato-mn",
      name: "Mankato",
      state: "MN",
      latitude: 44.1636,
      longitude: -93.9994,
      shops: 11,
      withVotes: 8,
      boosted: 1,
      fallbackColor: "hsl(142, 45%, 35%)",
    });
  });

  it("survives the trip through the embedded JSON", () => {
    const cities = [toHomeCity(city), toHomeCity({ ...city, slug: "x-mn", latitude: null } as unknown as CityJson)];
    expect(decodeHomeCities(JSON.parse(JSON.stringify(encodeHomeCities(cities))))).toEqual(cities);
  });
});
