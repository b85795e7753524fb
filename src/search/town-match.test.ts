import { describe, expect, it } from "vitest";
import { editDistanceAtMost, matchTowns, similarity, type TownIndexEntry } from "./town-match.ts";

const towns: TownIndexEntry[] = [
  [1, "grand-forks-nd", "Grand Forks", "ND"],
  [2, "grand-island-ne", "Grand Island", "NE"],
  [3, "grand-rapids-mn", "Grand Rapids", "MN"],
  [4, "mankato-mn", "Mankato", "MN"],
  [5, "albany-ny", "Albany", "NY"],
  [6, "albany-ga", "Albany", "GA"],
  [7, "espanola-nm", "Española", "NM"],
];
const names = (typed: string) => matchTowns(towns, typed)?.map((t) => `${t.name}, ${t.state}`);

describe("pg_trgm-compatible similarity", () => {
  // Figures from PostgreSQL 15's similarity() for the same pairs.
  it.each([
    ["grand forks", "grand frk", 0.46666667],
    ["mankato", "mankto", 0.5],
    ["st. paul", "saint paul", 0.46153846],
    ["winston-salem", "salem", 0.42857143],
  ])("similarity(%s, %s) = %s", (a, b, expected) => {
    expect(similarity(a, b)).toBeCloseTo(expected, 5);
  });

  it("counts edits up to a bound", () => {
    expect(editDistanceAtMost("albany", "albny", 2)).toBe(1);
    expect(editDistanceAtMost("mankato", "mnkto", 1)).toBe(2);
  });
});

describe("matchTowns", () => {
  it("puts the most similar spelling first, like the API", () => {
    expect(names("grand frk")).toEqual(["Grand Forks, ND", "Grand Island, NE", "Grand Rapids, MN"]);
  });

  it("forgives a missing letter and honours a state", () => {
    expect(names("mankto")?.[0]).toBe("Mankato, MN");
    expect(names("Albany, GA")).toEqual(["Albany, GA"]);
    expect(names("grocery stores in albny ny")).toEqual(["Albany, NY"]);
  });

  it("ignores accents", () => {
    expect(names("espanola")).toEqual(["Española, NM"]);
  });

  it("leaves ZIP codes to the server and needs two letters", () => {
    expect(matchTowns(towns, "56001")).toBeNull();
    expect(matchTowns(towns, "a")).toEqual([]);
    expect(names("zzqqxx")).toEqual([]);
  });
});
