import { describe, expect, it } from "vitest";
import { formatDay, formatMinutes, parseOpeningHours, weekRows } from "./opening-hours.ts";
import { HOURS } from "../../db/seed/words.ts";

// The week as the store page's table shows it, Monday first.
const table = (text: string) => parseOpeningHours(text)?.map(formatDay) ?? null;
const all = (day: string) => Array<string>(7).fill(day);
const week = (weekdays: string, sat: string, sun: string) => [...Array<string>(5).fill(weekdays), sat, sun];
const C = "Closed";

describe("OSM opening_hours", () => {
  it.each([
    ["Mo-Fr 08:00-18:00; Sa 09:00-13:00", week("8 AM - 6 PM", "9 AM - 1 PM", C)],
    ["Mo-Sa 08:00-21:00; Su 09:00-18:00", week("8 AM - 9 PM", "8 AM - 9 PM", "9 AM - 6 PM")],
    ["Mo-Su 07:00-22:00", all("7 AM - 10 PM")],
    ["24/7", all("Open 24 hours")],
    ["Mo-Su 00:00-24:00", all("Open 24 hours")],
    ["Mo-Fr 08:00-12:00,13:00-17:30", week("8 AM - Noon, 1 PM - 5:30 PM", C, C)],
    ["Mo-Fr 08:00-12:00, 13:00-17:30; Sa 08:00-12:00", week("8 AM - Noon, 1 PM - 5:30 PM", "8 AM - Noon", C)],
    ["Mo-Fr 09:00-17:00; PH off", week("9 AM - 5 PM", C, C)],
    ["Mo-Sa 08:00-20:00; Su off; PH off", week("8 AM - 8 PM", "8 AM - 8 PM", C)],
    ["Mo-Su 08:00-20:00; Su,PH off", week("8 AM - 8 PM", "8 AM - 8 PM", C)],
    ["Mo-Fr 09:00-17:00; PH 10:00-14:00", week("9 AM - 5 PM", C, C)],
    ["Tu-Su 10:00-18:00", ["Closed", ...Array<string>(6).fill("10 AM - 6 PM")]],
    ["Mo,We,Fr 09:00-12:00", ["9 AM - Noon", C, "9 AM - Noon", C, "9 AM - Noon", C, C]],
    ["Sa,Su 10:00-16:00; Mo-Fr 07:30-19:00", week("7:30 AM - 7 PM", "10 AM - 4 PM", "10 AM - 4 PM")],
    [
      "Mo-Th 07:00-21:00; Fr-Sa 07:00-23:00; Su 08:00-20:00",
      [...Array<string>(4).fill("7 AM - 9 PM"), "7 AM - 11 PM", "7 AM - 11 PM", "8 AM - 8 PM"],
    ],
    ["Fr-Sa 18:00-02:00", [C, C, C, C, "6 PM - 2 AM", "6 PM - 2 AM", C]],
    ["Sa-Mo 10:00-14:00", ["10 AM - 2 PM", C, C, C, C, "10 AM - 2 PM", "10 AM - 2 PM"]],
    ["Mo-Su 06:00-24:00", all("6 AM - Midnight")],
    ["Mo-Fr 8:00-18:00", week("8 AM - 6 PM", C, C)],
    ["Mo-Su 07:00-22:00; Mo 10:00-22:00", ["10 AM - 10 PM", ...Array<string>(6).fill("7 AM - 10 PM")]],
    ["08:00-20:00", all("8 AM - 8 PM")],
  ])("%s", (text, expected) => expect(table(text)).toEqual(expected));
});

describe("free text from listings and the seed", () => {
  it.each([
    ["Mon-Sat 8am-9pm, Sun 9am-6pm", week("8 AM - 9 PM", "8 AM - 9 PM", "9 AM - 6 PM")],
    ["7 AM - 10 PM daily", all("7 AM - 10 PM")],
    ["Daily 7:00 AM - 10:00 PM", all("7 AM - 10 PM")],
    ["Mon-Fri 8:00 AM - 7:00 PM, Sat 8:00 AM - 6:00 PM, Sun closed", week("8 AM - 7 PM", "8 AM - 6 PM", C)],
    ["Tue-Sun 8:00 AM - 6:00 PM, Mon closed", [C, ...Array<string>(6).fill("8 AM - 6 PM")]],
    ["Open 24 hours", all("Open 24 hours")],
    ["24 Hours", all("Open 24 hours")],
    ["Open 24 hours a day, 7 days a week", all("Open 24 hours")],
    ["Open 24/7", all("Open 24 hours")],
    ["Open daily from 8am to 9pm", all("8 AM - 9 PM")],
    ["Open 7 days a week, 7am-10pm", all("7 AM - 10 PM")],
    ["7am-11pm 7 days a week", all("7 AM - 11 PM")],
    ["Every day 6:00am - 12:00am", all("6 AM - Midnight")],
    ["Mon–Fri 9–5", week("9 AM - 5 PM", C, C)],
    ["Mon-Fri 9-5, Sat 10-2", week("9 AM - 5 PM", "10 AM - 2 PM", C)],
    ["Mon-Fri 9-5pm", week("9 AM - 5 PM", C, C)],
    [
      "Monday through Saturday 8 a.m. to 9 p.m., Sunday 10 a.m. to 6 p.m.",
      week("8 AM - 9 PM", "8 AM - 9 PM", "10 AM - 6 PM"),
    ],
    [
      "Monday - Friday: 8:00am - 5:00pm\nSaturday: 9:00am - 1:00pm\nSunday: Closed",
      week("8 AM - 5 PM", "9 AM - 1 PM", C),
    ],
    ["Mon-Fri 7:30am-6pm; Sat 8am-4pm; closed Sun", week("7:30 AM - 6 PM", "8 AM - 4 PM", C)],
    ["Closed Sundays, Mon-Sat 9am-7pm", week("9 AM - 7 PM", "9 AM - 7 PM", C)],
    ["Weekdays 9-6, weekends 10-4", week("9 AM - 6 PM", "10 AM - 4 PM", "10 AM - 4 PM")],
    ["Mon-Fri 6am-10pm Sat-Sun 7am-9pm", week("6 AM - 10 PM", "7 AM - 9 PM", "7 AM - 9 PM")],
    [
      "Mon-Thu 8-8, Fri-Sat 8-9, Sun 10-6",
      [...Array<string>(4).fill("8 AM - 8 PM"), "8 AM - 9 PM", "8 AM - 9 PM", "10 AM - 6 PM"],
    ],
    ["Hours: Mon-Fri 11-2pm", week("11 AM - 2 PM", C, C)],
    ["Fri & Sat 5pm - 2am", [C, C, C, C, "5 PM - 2 AM", "5 PM - 2 AM", C]],
    ["Tues. - Sat. 10 AM - 6 PM", [C, ...Array<string>(5).fill("10 AM - 6 PM"), C]],
    ["Mon-Fri: 9am-5pm | Sat: 10am-2pm", week("9 AM - 5 PM", "10 AM - 2 PM", C)],
    ["Open 8-6, closed holidays", all("8 AM - 6 PM")],
    ["7am to midnight", all("7 AM - Midnight")],
    ["Mon-Sun noon-8pm", all("Noon - 8 PM")],
    ["Thurs 4pm-8pm", [C, C, C, "4 PM - 8 PM", C, C, C]],
    ["Sat 10pm-6", [C, C, C, C, C, "10 PM - 6 AM", C]],
    ["Mon, Wed, Fri 9:30AM-5:30PM", ["9:30 AM - 5:30 PM", C, "9:30 AM - 5:30 PM", C, "9:30 AM - 5:30 PM", C, C]],
  ])("%s", (text, expected) => expect(table(text)).toEqual(expected));

  it.each(HOURS)("every seed string parses: %s", (text) => expect(parseOpeningHours(text)).not.toBeNull());
});

describe("text kept as written", () => {
  it.each([
    "sunrise-sunset",
    "Jan-Mar Mo-Fr 09:00-17:00",
    'Mo-Fr 09:00-17:00 "by appointment"',
    "Call for hours",
    "Seasonal, please call ahead",
    "Mon-Fri",
    "Daily except Christmas",
    "Mo-Fr 25:00-26:00",
    "",
    "   ",
  ])("%j", (text) => expect(parseOpeningHours(text)).toBeNull());

  it("null and undefined", () => {
    expect(parseOpeningHours(null)).toBeNull();
    expect(parseOpeningHours(undefined)).toBeNull();
  });
});

it.each([
  [0, "Midnight"],
  [720, "Noon"],
  [540, "9 AM"],
  [1290, "9:30 PM"],
  [1440 + 120, "2 AM"],
])("formatMinutes(%i)", (minutes, text) => expect(formatMinutes(minutes)).toBe(text));

describe("the week table's rows", () => {
  const rows = (text: string) => weekRows(parseOpeningHours(text)!).map((row) => `${row.days}: ${row.hours}`);

  it("joins consecutive days with the same hours, Monday first", () => {
    expect(rows("Mon-Sat 8am-9pm, Sun 9am-6pm")).toEqual(["Mon–Sat: 8 AM - 9 PM", "Sun: 9 AM - 6 PM"]);
    expect(rows("Mo-Fr 08:00-18:00; Sa 09:00-17:00; Su off")).toEqual([
      "Mon–Fri: 8 AM - 6 PM",
      "Sat: 9 AM - 5 PM",
      "Sun: Closed",
    ]);
  });

  it("keeps days apart when the same hours are not next to each other", () => {
    expect(rows("Mo,We,Fr 09:00-17:00; Tu,Th,Sa,Su off")).toEqual([
      "Mon: 9 AM - 5 PM",
      "Tue: Closed",
      "Wed: 9 AM - 5 PM",
      "Thu: Closed",
      "Fri: 9 AM - 5 PM",
      "Sat–Sun: Closed",
    ]);
  });

  it("says every day when the whole week is alike", () => {
    expect(rows("Mo-Su 07:00-22:00")).toEqual(["Every day: 7 AM - 10 PM"]);
    expect(weekRows(parseOpeningHours("24/7")!)).toEqual([
      { days: "Every day", hours: "Open 24 hours", closed: false },
    ]);
  });
});
