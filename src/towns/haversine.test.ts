import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_METRES, EARTH_RADIUS_MILES, haversineMetres, haversineMiles } from "./haversine.ts";

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

describe("haversineMetres", () => {
  it("measures the same arc in metres, with the duplicate rules' radius of 6,371 km", () => {
    expect(EARTH_RADIUS_METRES).toBe(6_371_000);
    expect(haversineMetres(mankato, mankato)).toBe(0);
    const ratio = haversineMetres(mankato, albany) / haversineMiles(mankato, albany);
    expect(ratio).toBeCloseTo(EARTH_RADIUS_METRES / EARTH_RADIUS_MILES, 9);
    // 0.001 degree of latitude is about 111 m.
    const step = haversineMetres(mankato, { ...mankato, latitude: mankato.latitude + 0.001 });
    expect(step).toBeCloseTo(111.19, 1);
  });
});
