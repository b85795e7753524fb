import { describe, expect, it } from "vitest";
import { directoryTotals, listedCities, cityIsListed, citiesByState } from "./listed-cities.ts";

const town = (name: string, state: string, coffeeShopCount: number) => ({ name, state, coffeeShopCount });
const towns = [
  town("Winona", "MN", 3),
  town("Ghost Town", "MN", 0),
  town("albany", "NY", 2),
  town("Mankato", "MN", 5),
  town("Decatur", "IL", 1),
  town("Nowhere", "ZZ", 0),
];

describe("listed towns", () => {
  it("lists a town once it has a store", () => {
    expect(cityIsListed(1)).toBe(true);
    expect(cityIsListed(0)).toBe(false);
    expect(cityIsListed(null)).toBe(false);
    expect(listedCities(towns).map((t) => t.name)).toEqual(["Winona", "albany", "Mankato", "Decatur"]);
  });

  it("gives one pair of totals", () => {
    expect(directoryTotals(towns)).toEqual({ towns: 4, stores: 11 });
    expect(directoryTotals([])).toEqual({ towns: 0, stores: 0 });
  });

  it("groups by state name A-Z, towns A-Z, leaving empty towns and states out", () => {
    const groups = citiesByState(towns);
    expect(groups.map((g) => [g.code, g.name])).toEqual([
      ["IL", "Illinois"],
      ["MN", "Minnesota"],
      ["NY", "New York"],
    ]);
    expect(groups[1]!.towns.map((t) => t.name)).toEqual(["Mankato", "Winona"]);
  });
});
