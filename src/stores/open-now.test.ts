// Fixed instants in UTC, evaluated for stores in other zones. 2026-03-08 is the Sunday US clocks
// spring forward (Denver: UTC-7 before 2 AM, UTC-6 after); 2026-11-01 the Sunday they fall back.
import { describe, expect, it } from "vitest";
import { openState, wallClock } from "./open-now.ts";
import { parseOpeningHours, type WeekHours } from "./opening-hours.ts";

const DENVER = "America/Denver";
const hours = (text: string) => parseOpeningHours(text)!;
const label = (week: WeekHours, iso: string, zone = DENVER) => openState(week, new Date(iso), zone).label;
const grocer = hours("Mon-Sat 8am-9pm, Sun 9am-6pm");

describe("a Denver store seen from a UTC clock", () => {
  it.each([
    ["Saturday 8:30 AM MST", "2026-03-07T15:30:00Z", "Open now - closes 9 PM"],
    ["Saturday 7:30 AM MST", "2026-03-07T14:30:00Z", "Closed - opens 8 AM"],
    ["Saturday 8:30 PM (Sunday in UTC)", "2026-03-08T03:30:00Z", "Open now - closes 9 PM"],
    ["Saturday 9:30 PM", "2026-03-08T04:30:00Z", "Closed - opens 9 AM Sun"],
    // Spring forward: 15:30 UTC is 9:30 AM MDT, which a fixed UTC-7 would read as 8:30 (closed).
    ["Sunday 9:30 AM MDT", "2026-03-08T15:30:00Z", "Open now - closes 6 PM"],
    ["Sunday 8:30 AM MDT", "2026-03-08T14:30:00Z", "Closed - opens 9 AM"],
    ["Sunday 11 PM MDT", "2026-03-09T05:00:00Z", "Closed - opens 8 AM Mon"],
    // Fall back: 14:30 UTC is 7:30 AM MST, which a fixed UTC-6 would read as 8:30 (open).
    ["Sunday after fall-back, 8:30 AM MST", "2026-11-01T15:30:00Z", "Closed - opens 9 AM"],
    ["Monday 7:30 AM MST", "2026-11-02T14:30:00Z", "Closed - opens 8 AM"],
  ])("%s", (_when, iso, expected) => expect(label(grocer, iso)).toBe(expected));

  it("says open or closed in a flag too", () => {
    expect(openState(grocer, new Date("2026-03-07T15:30:00Z"), DENVER).open).toBe(true);
    expect(openState(grocer, new Date("2026-03-07T14:30:00Z"), DENVER).open).toBe(false);
  });
});

describe("spans past midnight", () => {
  const bar = hours("Fr-Sa 18:00-02:00");
  it.each([
    ["Friday night, 1:30 AM Saturday MST", "2026-03-07T08:30:00Z", "Open now - closes 2 AM"],
    ["Saturday night, 1:30 AM Sunday MST (before the jump)", "2026-03-08T08:30:00Z", "Open now - closes 2 AM"],
    ["3:30 AM MDT Sunday, after the jump", "2026-03-08T09:30:00Z", "Closed - opens 6 PM Fri"],
    ["Friday 5 PM", "2026-03-07T00:00:00Z", "Closed - opens 6 PM"],
  ])("%s", (_when, iso, expected) => expect(label(bar, iso)).toBe(expected));

  it("Sunday night's span reaches into Monday", () => {
    const late = hours("Su 20:00-03:00");
    expect(label(late, "2026-03-09T08:00:00Z")).toBe("Open now - closes 3 AM"); // Monday 2 AM MDT
    expect(label(late, "2026-03-09T10:00:00Z")).toBe("Closed - opens 8 PM Sun"); // Monday 4 AM
  });

  it("back-to-back spans read as one", () => {
    const week: WeekHours = Array.from({ length: 7 }, () => [
      { open: 0, close: 60 },
      { open: 360, close: 1440 },
    ]);
    expect(label(week, "2026-03-07T06:00:00Z")).toBe("Open now - closes 1 AM"); // Friday 11 PM
    expect(label(week, "2026-03-07T09:00:00Z")).toBe("Closed - opens 6 AM"); // Saturday 2 AM
  });
});

describe("whole weeks", () => {
  it("open around the clock", () => {
    expect(label(hours("24/7"), "2026-03-08T09:15:00Z")).toBe("Open 24 hours");
    expect(label(hours("Mo-Su 00:00-24:00"), "2026-11-01T08:30:00Z")).toBe("Open 24 hours");
  });

  it("open all day but not every day closes at midnight", () => {
    expect(label(hours("Mo-Fr 00:00-24:00"), "2026-03-06T20:00:00Z")).toBe("Open now - closes Midnight");
    expect(label(hours("Mo-Fr 00:00-24:00"), "2026-03-03T20:00:00Z")).toBe("Open now - closes Midnight Sat");
  });

  it("never open", () => {
    expect(label(hours("Mo-Su off"), "2026-03-08T09:15:00Z")).toBe("Closed");
  });
});

it("the same instant in two zones", () => {
  const instant = "2026-03-07T14:30:00Z"; // 9:30 AM in New York, 7:30 AM in Denver
  expect(label(grocer, instant, "America/New_York")).toBe("Open now - closes 9 PM");
  expect(label(grocer, instant, DENVER)).toBe("Closed - opens 8 AM");
});

it("wallClock reads the zone's weekday and time", () => {
  expect(wallClock(new Date("2026-03-08T08:59:00Z"), DENVER)).toEqual({ day: 6, minutes: 119 }); // 1:59 AM MST
  expect(wallClock(new Date("2026-03-08T09:00:00Z"), DENVER)).toEqual({ day: 6, minutes: 180 }); // 3:00 AM MDT
  expect(wallClock(new Date("2026-03-09T06:30:00Z"), "UTC")).toEqual({ day: 0, minutes: 390 });
});
