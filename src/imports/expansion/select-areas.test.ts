import { describe, expect, it } from "vitest";
import areas from "./areas.json" with { type: "json" };
import { radiusFor, selectAreas, type AreaCandidate } from "./select-areas.server.ts";

const town = (name: string, state: string, population: number): AreaCandidate => ({
  name,
  state,
  latitude: 40,
  longitude: -90,
  population,
  zipCodes: ["60000"],
});

describe("selectAreas", () => {
  it("gives every state its five largest towns first, then one more per state, biggest states first", () => {
    const candidates = [
      ...Array.from({ length: 8 }, (_, i) => town(`Big ${i}`, "TX", 90_000 - i * 1000)),
      ...Array.from({ length: 7 }, (_, i) => town(`Mid ${i}`, "OH", 50_000 - i * 1000)),
      ...Array.from({ length: 5 }, (_, i) => town(`Small ${i}`, "VT", 20_000 - i * 1000)),
    ];
    const chosen = selectAreas(candidates, 17);
    const count = (state: string) => chosen.filter((a) => a.state === state).length;
    expect(count("VT")).toBe(5);
    // 15 in the first round; TX (8 candidates) then OH (7) get the 16th and 17th.
    expect(count("TX")).toBe(6);
    expect(count("OH")).toBe(6);
    expect(chosen.filter((a) => a.state === "TX").map((a) => a.name)).toEqual([
      "Big 0",
      "Big 1",
      "Big 2",
      "Big 3",
      "Big 4",
      "Big 5",
    ]);
  });

  it("stops when the candidates run out and skips towns without a ZIP code or listed twice", () => {
    const chosen = selectAreas([
      town("A", "WY", 9000),
      town("A", "WY", 9000),
      { ...town("B", "WY", 8000), zipCodes: [] },
    ]);
    expect(chosen.map((a) => a.name)).toEqual(["A"]);
  });

  it("asks a wider circle around a larger town", () => {
    expect([radiusFor(9000), radiusFor(30_000), radiusFor(120_000)]).toEqual([5000, 8000, 12_000]);
  });

  it("the committed list holds the spec's 321 areas, at least five in every state", () => {
    expect(areas).toHaveLength(321);
    const perState = new Map<string, number>();
    for (const area of areas) perState.set(area.state, (perState.get(area.state) ?? 0) + 1);
    expect(perState.size).toBe(50);
    expect(Math.min(...perState.values())).toBeGreaterThanOrEqual(5);
    expect(new Set(areas.map((a) => `${a.name}|${a.state}`)).size).toBe(321);
  });
});
