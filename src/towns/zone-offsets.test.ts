import { describe, expect, it } from "vitest";
import { wallClock } from "../stores/open-now.ts";
import { decodeZoneOffsets, encodeZoneOffsets, offsetAt, zoneOffsets } from "./zone-offsets.ts";

const BUILT = new Date("2026-12-02T15:00:00Z");
const HOUR_MS = 3_600_000;

describe("a zone's offsets from the build", () => {
  it("finds each daylight-saving change to the minute (Chicago, 2027)", () => {
    const { changes } = zoneOffsets("America/Chicago", BUILT);
    expect(changes.slice(0, 3)).toEqual([
      [Date.parse("2026-12-02T00:00:00Z") / 60_000, -360],
      [Date.parse("2027-03-14T08:00:00Z") / 60_000, -300],
      [Date.parse("2027-11-07T07:00:00Z") / 60_000, -360],
    ]);
  });

  it("has one offset where clocks never change (Phoenix)", () => {
    expect(zoneOffsets("America/Phoenix", BUILT).changes).toHaveLength(1);
  });

  it.each([
    "America/New_York",
    "America/Chicago",
    "America/Denver",
    "America/Phoenix",
    "America/Los_Angeles",
    "Pacific/Honolulu",
    "America/Anchorage",
  ])("reads the same wall clock as Intl for two years in %s", (zone) => {
    const offsets = zoneOffsets(zone, BUILT);
    // Every 7 hours 13 minutes: every hour of the day and every weekday, across each change.
    for (let t = BUILT.getTime(); t < BUILT.getTime() + 729 * 24 * HOUR_MS; t += 7 * HOUR_MS + 13 * 60_000) {
      const now = new Date(t);
      expect(wallClock(now, zone, offsets)).toEqual(wallClock(now, zone));
    }
  });

  it("knows nothing before the build's day or two years after it: the reader then uses Intl", () => {
    const offsets = zoneOffsets("America/Chicago", BUILT);
    expect(offsetAt(offsets, new Date("2026-12-01T23:59:00Z"))).toBeUndefined();
    expect(offsetAt(offsets, new Date("2029-01-01T00:00:00Z"))).toBeUndefined();
    const late = new Date("2029-07-04T17:00:00Z");
    expect(wallClock(late, "America/Chicago", offsets)).toEqual(wallClock(late, "America/Chicago"));
  });

  it("travels in a data attribute and back", () => {
    const offsets = zoneOffsets("America/Denver", BUILT);
    const text = encodeZoneOffsets(offsets);
    expect(text.length).toBeLessThan(120);
    expect(decodeZoneOffsets(text)).toEqual(offsets);
    for (const junk of [undefined, "", "1:2", "a:b;3", "1:2;3;4"]) expect(decodeZoneOffsets(junk)).toBeUndefined();
  });
});
