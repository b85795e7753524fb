import { expect, it } from "vitest";
import { hoursLines } from "./hours.ts";

it.each([
  ["Mon-Sat 9:00 AM - 7:00 PM, Sun 10:00 AM - 5:00 PM", ["Mon-Sat 9:00 AM - 7:00 PM", "Sun 10:00 AM - 5:00 PM"]],
  ["Daily 7:00 AM - 10:00 PM", ["Daily 7:00 AM - 10:00 PM"]],
  ["Open 8-6, closed holidays", ["Open 8-6, closed holidays"]],
  ["Mon 9-5\nTue 9-5", ["Mon 9-5", "Tue 9-5"]],
  ["", []],
  [null, []],
])("%j", (input, expected) => expect(hoursLines(input)).toEqual(expected));
