// The scope rule on known places (issue #47): a RUCA 7-10 town near a big city is in, a large
// metro's suburb is out, the small metro areas are in although their ZIP codes are RUCA 1.
import { describe, expect, it } from "vitest";
import areas from "../imports/expansion/areas.json" with { type: "json" };
import { placeForZip } from "../towns/place-for-zip.server.ts";
import { rucaCodeOf } from "./ruca.server.ts";
import { zipInScope } from "./scope.server.ts";

describe("the scope rule", () => {
  it("reads USDA's code for a ZIP code, and none for one the file lacks", () => {
    expect(rucaCodeOf("30305")).toBe(1); // Buckhead, Atlanta
    expect(rucaCodeOf("52043")).toBe(10); // Elkader, Iowa
    expect(rucaCodeOf("21620")).toBe(7); // Chestertown, Maryland
    expect(rucaCodeOf("00000")).toBeNull();
    expect(rucaCodeOf("3030")).toBeNull();
  });

  it.each([
    ["52043", "Elkader, IA: rural"],
    ["21620", "Chestertown, MD: a small town 29 miles from Baltimore (out under the old 50 km rule)"],
    ["14141", "Springville, NY: a small town 27 miles from Buffalo"],
    ["97058", "The Dalles, OR: micropolitan"],
  ])("keeps %s in (%s)", (zip) => {
    const answer = zipInScope(zip);
    expect(answer.ruca).toBeGreaterThanOrEqual(4);
    expect(answer).toMatchObject({ inScope: true });
  });

  it("keeps the small metro areas in, though their ZIP codes are metropolitan", () => {
    for (const zip of ["56001", "30901"]) {
      const answer = zipInScope(zip);
      expect(answer.ruca, zip).toBeLessThanOrEqual(3);
      expect(answer.inScope, zip).toBe(true);
      expect(answer.reason, zip).toMatch(/in the small metro area of (Mankato, MN|Augusta, GA)/);
    }
  });

  it.each([
    ["30004", "Alpharetta, GA (Atlanta)"],
    ["60540", "Naperville, IL (Chicago)"],
    ["55447", "Plymouth, MN (Minneapolis)"],
    ["77494", "Katy, TX (Houston)"],
  ])("leaves a large metro's suburb %s out (%s)", (zip) => {
    expect(zipInScope(zip)).toMatchObject({ inScope: false, ruca: 1 });
  });

  it("says why a big city's ZIP code is out", () => {
    expect(zipInScope("30305")).toEqual({
      inScope: false,
      reason: "out of scope: ZIP 30305, RUCA 1, not in a small metro area",
      ruca: 1,
    });
    expect(zipInScope("30305", "all").inScope).toBe(true);
  });

  it("keeps every area's own ZIP code in", () => {
    const out = areas.filter((a) => a.zipCode && placeForZip(a.zipCode) && !zipInScope(a.zipCode).inScope);
    expect(out.map((a) => `${a.name}, ${a.state} ${a.zipCode}`)).toEqual([]);
  });
});
