import { describe, expect, it } from "vitest";
import { parseOpeningHours } from "./opening-hours.ts";
import { formatOpeningHours, rowsFromWeek, weekFromRows, type DayRow } from "./opening-hours-text.ts";

describe("formatOpeningHours", () => {
  it.each([
    ["Mon-Sat 8:00 AM - 8:00 PM, Sun 9:00 AM - 6:00 PM", "Mo-Sa 08:00-20:00; Su 09:00-18:00"],
    ["Daily 7:00 AM - 10:00 PM", "Mo-Su 07:00-22:00"],
    ["Tue-Sun 8:00 AM - 6:00 PM, Mon closed", "Mo off; Tu-Su 08:00-18:00"],
    ["Mo-Fr 08:00-12:00,13:00-17:30", "Mo-Fr 08:00-12:00,13:00-17:30; Sa-Su off"],
    ["Fr-Sa 18:00-02:00", "Mo-Th off; Fr-Sa 18:00-02:00; Su off"],
    ["24/7", "Mo-Su 00:00-24:00"],
    ["6am to midnight", "Mo-Su 06:00-24:00"],
  ])("%s -> %s, which parses back to the same week", (text, osm) => {
    const week = parseOpeningHours(text)!;
    expect(formatOpeningHours(week)).toBe(osm);
    expect(parseOpeningHours(osm)).toEqual(week);
  });

  it("writes nothing for a week with no open day", () => {
    expect(formatOpeningHours(parseOpeningHours("Mo-Su off")!)).toBe("");
  });
});

describe("rows of the hours-by-day fields", () => {
  const closed: DayRow = { open: false, opens: "", closes: "" };
  const day = (opens: string, closes: string): DayRow => ({ open: true, opens, closes });

  it("round-trips a one-span week", () => {
    const week = parseOpeningHours("Mon-Sat 8am-9pm, Sun closed")!;
    const rows = rowsFromWeek(week)!;
    expect(rows).toEqual([...Array<DayRow>(6).fill(day("08:00", "21:00")), closed]);
    expect(weekFromRows(rows)).toEqual(week);
  });

  it("reads a close before the open as past midnight, and 00:00 as midnight", () => {
    const rows = [day("18:00", "02:00"), day("06:00", "00:00"), ...Array<DayRow>(5).fill(closed)];
    expect(formatOpeningHours(weekFromRows(rows))).toBe("Mo 18:00-02:00; Tu 06:00-24:00; We-Su off");
  });

  it("leaves out a day ticked open whose times are not both set", () => {
    const rows = [day("08:00", ""), { open: false, opens: "08:00", closes: "17:00" }, ...Array<DayRow>(5).fill(closed)];
    expect(weekFromRows(rows).every((spans) => spans.length === 0)).toBe(true);
  });

  it("cannot hold two spans a day", () => {
    expect(rowsFromWeek(parseOpeningHours("Mo-Fr 08:00-12:00,13:00-17:00")!)).toBeNull();
  });
});
