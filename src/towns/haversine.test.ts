import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_MILES, haversineMiles } from "./haversine.ts";

const mankato = { latitude: 44.1636, longitude: -93.9994 };
const albany = { latitude: 42.6526, longitude: -73.7562 };

describe("haversineMiles", () => {
  it("is zero from a point to itself and symmetric", () => {
    expect(haversineMiles(mankato, mankato)).toBe(0);
    expect(haversineMiles(mankato, albany)).toBeCloseTo(haversineMiles(albany, mankato), 9);
  });

  it("measures Mankato, MN to Albany, NY at about 1,000 miles", () => {
    expect(haversineMiles(mankato, albany)).toBeGreaterThan(1000);
    expect(haversineMiles(mankato, albany)).toBeLessThan(1030);
  });

  it("uses the spec's earth radius of 3959 miles", () => {
    expect(EARTH_RADIUS_MILES).toBe(3959);
    // A quarter of a meridian is a quarter of the circumference.
    const quarter = haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 });
    expect(quarter).toBeCloseTo((Math.PI * 3959) / 2, 6);
    const half = haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(half).toBeCloseTo(Math.PI * 3959, 6);
  });
});
