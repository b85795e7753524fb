import { describe, expect, it } from "vitest";
import { parseOpeningHours } from "./opening-hours.ts";
import { decodeWeek, encodeWeek } from "./open-now-line.ts";

describe("the built open-now line's week", () => {
  it("is written short and read back the same", () => {
    const week = parseOpeningHours("Mo-Fr 07:00-22:00; Sa 08:00-12:00,13:00-18:00")!;
    const text = encodeWeek(week);
    expect(text).toBe("420-1320;420-1320;420-1320;420-1320;420-1320;480-720,780-1080;");
    expect(decodeWeek(text)).toEqual(week);
  });

  it("keeps a week closed every day, and spans past midnight", () => {
    const closed = [[], [], [], [], [], [], []];
    expect(decodeWeek(encodeWeek(closed))).toEqual(closed);
    const late = [[{ open: 1200, close: 1560 }], [], [], [], [], [], []];
    expect(decodeWeek(encodeWeek(late))).toEqual(late);
  });
});
