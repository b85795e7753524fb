import { describe, expect, it } from "vitest";
import { approximateLocationNote, resolveStoreCoordinates, samePoint } from "./store-coordinates.ts";

const own = { latitude: 44.1712, longitude: -94.0021 };
const zip = { latitude: 44.1636, longitude: -93.9994 };
const town = { latitude: 44.16, longitude: -94.0 };

describe("resolveStoreCoordinates", () => {
  it("keeps the data source's own point as precise", () => {
    expect(resolveStoreCoordinates({ point: own, zipCentroid: zip, townCenter: town })).toEqual({
      ...own,
      coordinatesPrecision: "address",
    });
  });

  it("falls back to the ZIP centroid, then the town's centre, both approximate", () => {
    expect(
      resolveStoreCoordinates({ point: { latitude: null, longitude: null }, zipCentroid: zip, townCenter: town }),
    ).toEqual({ ...zip, coordinatesPrecision: "zip" });
    expect(resolveStoreCoordinates({ zipCentroid: null, townCenter: town })).toEqual({
      ...town,
      coordinatesPrecision: "town",
    });
  });

  it.each([
    ["half a point", { latitude: 44.17, longitude: null }],
    ["(0, 0), a source's 'unknown'", { latitude: 0, longitude: 0 }],
    ["out of range", { latitude: 144.17, longitude: -94 }],
    ["not a number", { latitude: Number.NaN, longitude: -94 }],
  ])("ignores a point that is %s", (_name, point) => {
    expect(resolveStoreCoordinates({ point, zipCentroid: zip }).coordinatesPrecision).toBe("zip");
  });

  it("has nothing to offer without any source", () => {
    expect(resolveStoreCoordinates({})).toEqual({ latitude: null, longitude: null, coordinatesPrecision: null });
  });
});

describe("approximateLocationNote", () => {
  it("says how approximate, and nothing for a precise or missing point", () => {
    expect(approximateLocationNote("zip")).toBe("Approximate location (ZIP code area)");
    expect(approximateLocationNote("town")).toBe("Approximate location (town center)");
    expect(approximateLocationNote("address")).toBeNull();
    expect(approximateLocationNote(null)).toBeNull();
  });
});

describe("samePoint", () => {
  it("matches the same stored point, not a neighbour a street away", () => {
    expect(samePoint(zip, { ...zip })).toBe(true);
    expect(samePoint(zip, { latitude: zip.latitude + 0.001, longitude: zip.longitude })).toBe(false);
    expect(samePoint(zip, null)).toBe(false);
  });
});
