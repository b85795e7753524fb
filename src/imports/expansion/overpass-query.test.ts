import { describe, expect, it } from "vitest";
import { circleOfQuery, overpassQuery, SHOP_TYPES } from "./overpass-query.server.ts";

describe("overpassQuery", () => {
  const query = overpassQuery({ latitude: 44.1635, longitude: -93.99939, radiusMetres: 8000 });

  it("asks for the food shops around the town in one JSON query with a server timeout", () => {
    expect(query).toBe(
      '[out:json][timeout:90];nwr["shop"~"^(supermarket|grocery|convenience|greengrocer|butcher|deli|health_food|farm|general)$"](around:8000,44.16350,-93.99939);out center tags;',
    );
    expect(SHOP_TYPES).toHaveLength(9);
  });

  it("reads the circle back from the query, as the fake server does", () => {
    expect(circleOfQuery(query)).toEqual({ radiusMetres: 8000, latitude: 44.1635, longitude: -93.99939 });
    expect(circleOfQuery("[out:json];node(1);out;")).toBeNull();
  });
});
