import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { STATE_CENTER_CODES, stateCenter } from "./state-centers.ts";
import { decodeStateShapes, stateForPoint, type StateShapesFile } from "./state-shapes.ts";

const file = JSON.parse(
  readFileSync(new URL("../../public/geo/states.json", import.meta.url), "utf8"),
) as StateShapesFile;
const shapes = decodeStateShapes(file);
const at = (latitude: number, longitude: number) => stateForPoint(shapes, { latitude, longitude });

describe("stateForPoint", () => {
  it.each([
    ["Mankato, MN", 44.1636, -93.9994, "MN"],
    ["Albany, NY", 42.6526, -73.7562, "NY"],
    // Shapes are simplified to about 1 km, so border pairs are a few km either side of the line.
    ["Grand Forks, ND (west side)", 47.92, -97.08, "ND"],
    ["East Grand Forks, MN", 47.93, -96.99, "MN"],
    ["Decatur, IL", 39.8403, -88.9548, "IL"],
    ["Washington, DC", 38.8977, -77.0365, "DC"],
    ["Arlington, VA (across the Potomac)", 38.8816, -77.091, "VA"],
    ["Kansas City, KS", 39.1141, -94.6275, "KS"],
    ["Kansas City, MO", 39.0997, -94.5786, "MO"],
    ["Texarkana, TX", 33.4251, -94.0477, "TX"],
    ["Texarkana, AR", 33.4418, -94.0377, "AR"],
    ["Honolulu, HI", 21.3069, -157.8583, "HI"],
    ["Anchorage, AK", 61.2181, -149.9003, "AK"],
    ["Unalaska, AK (Aleutians)", 53.8739, -166.5367, "AK"],
    ["Key West, FL", 24.5551, -81.78, "FL"],
    ["Nantucket, MA", 41.2835, -70.0995, "MA"],
    ["San Juan, PR", 18.4655, -66.1057, "PR"],
    ["Detroit, MI (a lake state)", 42.3314, -83.0458, "MI"],
    ["Just off the beach at Miami, FL", 25.79, -80.11, "FL"],
  ])("finds %s", (_name, latitude, longitude, expected) => {
    expect(at(latitude, longitude)).toBe(expected);
  });

  it.each([
    ["Toronto", 43.6532, -79.3832],
    ["Mexico City", 19.4326, -99.1332],
    ["the middle of the Atlantic", 35, -50],
    ["London", 51.5072, -0.1276],
    ["nowhere (NaN)", Number.NaN, 0],
  ])("finds no state for %s", (_name, latitude, longitude) => {
    expect(at(latitude, longitude)).toBeNull();
  });

  it("places every state centre inside its own state", () => {
    for (const code of STATE_CENTER_CODES) {
      expect([code, stateForPoint(shapes, stateCenter(code)!)]).toEqual([code, code]);
    }
  });

  it("places every town of the sample dataset in its own state", () => {
    const towns = JSON.parse(readFileSync(new URL("../../db/seed/towns.json", import.meta.url), "utf8")) as Array<{
      name: string;
      state: string;
      latitude: number;
      longitude: number;
    }>;
    const misplaced = towns.filter((town) => stateForPoint(shapes, town) !== town.state).map((town) => town.name);
    expect(misplaced).toEqual([]);
  });

  it("has a shape for every state with a centre, and stays small", () => {
    expect(shapes.map((s) => s.code).toSorted()).toEqual([...STATE_CENTER_CODES].toSorted());
    expect(JSON.stringify(file).length).toBeLessThan(80_000);
  });
});
