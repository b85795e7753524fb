import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCATOR_WIDTH, outlineState, placeOnOutline, projectLocator } from "./locator.ts";
import { decodeStateShapes, type StateShapesFile } from "./state-shapes.ts";

const file = JSON.parse(
  readFileSync(new URL("../../public/geo/states.json", import.meta.url), "utf8"),
) as StateShapesFile;
const shapes = new Map(decodeStateShapes(file).map((s) => [s.code, s]));
const shape = (code: string) => shapes.get(code)!;

const mankato = { latitude: 44.1636, longitude: -93.9994 };
const duluth = { latitude: 46.7867, longitude: -92.1005 };

describe("projectLocator", () => {
  it("fits the state in the drawing and keeps its proportions", () => {
    const colorado = projectLocator(shape("CO"), {});
    // Colorado is about 7 degrees of longitude by 4 of latitude: at 39 N, 1.36 times wider than tall.
    const ratio = (colorado.width - 28) / (colorado.height - 28);
    expect(ratio).toBeGreaterThan(1.25);
    expect(ratio).toBeLessThan(1.45);
    const tennessee = projectLocator(shape("TN"), {});
    expect(tennessee.height).toBeLessThan(150);
    expect(projectLocator(shape("IN"), {}).height).toBeLessThanOrEqual(300);
  });

  it("puts the store where it is: Mankato in southern Minnesota, Duluth in the north-east", () => {
    const south = projectLocator(shape("MN"), { store: mankato });
    const north = projectLocator(shape("MN"), { store: duluth });
    expect(south.store!.y).toBeGreaterThan(south.height * 0.7);
    expect(north.store!.y).toBeLessThan(north.height * 0.6);
    expect(north.store!.x).toBeGreaterThan(south.store!.x);
    for (const point of [south.store!, north.store!]) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(LOCATOR_WIDTH);
    }
  });

  it("draws one marker when town and store are a few streets apart, two when they are not", () => {
    const near = projectLocator(shape("MN"), { store: mankato, town: { latitude: 44.17, longitude: -94.0 } });
    expect(near.town).toBeNull();
    expect(near.label).toMatchObject({ anchor: "start" });
    const far = projectLocator(shape("MN"), { store: duluth, town: mankato });
    expect(far.town).not.toBeNull();
    expect(far.label!.x).toBeCloseTo(far.town!.x + 12, 1);
  });

  it("labels a point near the eastern edge towards the west", () => {
    const maine = projectLocator(shape("MN"), { store: duluth, town: duluth });
    expect(maine.label?.anchor).toBe("end");
  });

  it("draws Alaska in one piece across the 180th meridian, with simplified outlines", () => {
    const alaska = projectLocator(shape("AK"), { store: { latitude: 64.8378, longitude: -147.7164 } });
    expect(alaska.width).toBe(LOCATOR_WIDTH);
    expect(alaska.height).toBeLessThan(300);
    const xs = [...alaska.outline.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(LOCATOR_WIDTH);
    // A few kilobytes of path, not the whole file's detail.
    expect(alaska.outline.length).toBeLessThan(12_000);
  });

  it("has no markers without points", () => {
    const empty = projectLocator(shape("ND"), { store: null, town: null });
    expect(empty).toMatchObject({ store: null, town: null, label: null });
    expect(empty.outline).toMatch(/^M[\d. L]+Z/);
  });
});

describe("outlineState and placeOnOutline", () => {
  it("place a point in the browser exactly where the build does, from the outline's JSON", () => {
    const points = { store: duluth, town: mankato };
    const shipped = JSON.parse(JSON.stringify(outlineState(shape("MN")))) as ReturnType<typeof outlineState>;
    expect(placeOnOutline(shipped, points)).toEqual(projectLocator(shape("MN"), points));
  });

  it("keep every state's file small", () => {
    const sizes = [...shapes.values()].map((s) => JSON.stringify(outlineState(s)).length);
    expect(sizes.length).toBeGreaterThanOrEqual(50);
    // Alaska's coast is the longest; the rest are one or two kilobytes.
    expect(Math.max(...sizes)).toBeLessThan(8_000);
    expect(sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)]).toBeLessThan(2_000);
  });
});
