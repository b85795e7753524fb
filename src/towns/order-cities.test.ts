import { describe, expect, it } from "vitest";
import { orderCitiesByLocation, originFor } from "./order-cities.ts";
import { DEFAULT_CENTER, stateCenter } from "./state-centers.ts";

const city = (slug: string, state: string, latitude: number | null, longitude: number | null) => ({
  slug,
  state,
  latitude,
  longitude,
});

const cities = [
  city("albany-ny", "NY", 42.6526, -73.7562),
  city("mankato-mn", "MN", 44.1636, -93.9994),
  city("grand-forks-nd", "ND", 47.9253, -97.0329),
  city("fargo-nd", "ND", 46.8772, -96.7898),
  city("moorhead-mn", "MN", 46.8738, -96.7678),
  city("decatur-il", "IL", 39.8403, -88.9548),
  city("salina-ks", "KS", 38.8403, -97.6114),
  city("nowhere-mn", "MN", null, null),
];
const slugs = (list: readonly { slug: string }[]) => list.map((c) => c.slug);

describe("orderCitiesByLocation", () => {
  it("puts the visitor's state first, then orders by distance from the visitor", () => {
    // A visitor in Fargo, ND: Moorhead, MN is closer than Grand Forks, ND, but ND comes first.
    const ordered = orderCitiesByLocation(cities, { state: "ND", point: { latitude: 46.88, longitude: -96.79 } });
    expect(slugs(ordered)).toEqual([
      "fargo-nd",
      "grand-forks-nd",
      "moorhead-mn",
      "mankato-mn",
      "salina-ks",
      "decatur-il",
      "albany-ny",
      "nowhere-mn",
    ]);
  });

  it("measures from the state's centre when only the state is known", () => {
    const ordered = orderCitiesByLocation(cities, { state: "mn", point: null });
    // Moorhead is about 100 miles from Minnesota's centre, Mankato about 180.
    expect(slugs(ordered).slice(0, 3)).toEqual(["moorhead-mn", "mankato-mn", "nowhere-mn"]);
    expect(originFor({ state: "MN", point: null })).toEqual(stateCenter("MN"));
  });

  it("measures from the centre of the contiguous US when nothing is known", () => {
    expect(originFor({ state: null, point: null })).toEqual(DEFAULT_CENTER);
    expect(slugs(orderCitiesByLocation(cities, { state: null, point: null }))[0]).toBe("salina-ks");
  });

  it("treats a region that is not a US state (e.g. Ontario) as unknown", () => {
    const ordered = orderCitiesByLocation(cities, { state: "ON", point: null });
    expect(slugs(ordered)[0]).toBe("salina-ks");
  });

  it("does not change its input and keeps ties in their incoming order", () => {
    const copy = [...cities];
    orderCitiesByLocation(cities, { state: "NY", point: null });
    expect(cities).toEqual(copy);
    const twins = [city("b", "MN", 45, -94), city("a", "MN", 45, -94)];
    expect(slugs(orderCitiesByLocation(twins, { state: "MN", point: null }))).toEqual(["b", "a"]);
  });
});
