import { describe, expect, it } from "vitest";
import { digestDays, isoWeek } from "./week.server.ts";

describe("digest week", () => {
  it.each([
    ["2026-11-26T15:00:00Z", "2026-W48"],
    ["2026-11-23T00:00:00Z", "2026-W48"],
    ["2026-11-29T23:59:59Z", "2026-W48"],
    ["2026-11-30T00:00:00Z", "2026-W49"],
    // ISO years: 1 January 2027 is a Friday, still in 2026's last week; 2026 starts in week 1.
    ["2027-01-01T12:00:00Z", "2026-W53"],
    ["2025-12-29T12:00:00Z", "2026-W01"],
  ])("%s is in %s", (at, week) => {
    expect(isoWeek(new Date(at))).toBe(week);
  });

  it("covers the days from the run to the week's Sunday", () => {
    expect(digestDays(new Date("2026-11-26T15:00:00Z"))).toEqual({ from: "2026-11-26", to: "2026-11-29" });
    expect(digestDays(new Date("2026-11-29T15:00:00Z"))).toEqual({ from: "2026-11-29", to: "2026-11-29" });
  });
});
