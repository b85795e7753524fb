import { describe, expect, it } from "vitest";
import { mapView } from "./map-loader.ts";

const place = { styleUrl: "https://tiles.example.org/style.json", latitude: 44.1636, longitude: -93.9994 };

describe("mapView", () => {
  it("centres on the store, longitude first as MapLibre wants it", () => {
    expect(mapView({ ...place, precision: "address" }).center).toEqual([-93.9994, 44.1636]);
  });

  it("zooms to the street for the store's own point, to the area for an approximate one", () => {
    const street = mapView({ ...place, precision: "address" }).zoom;
    const zip = mapView({ ...place, precision: "zip" }).zoom;
    const town = mapView({ ...place, precision: "town" }).zoom;
    expect(street).toBeGreaterThan(zip);
    expect(zip).toBeGreaterThan(town);
    expect(mapView({ ...place, precision: null }).zoom).toBe(town);
  });
});
