import { expect, it } from "vitest";
import { parseOpeningHours } from "../stores/opening-hours.ts";
import { openingHoursSpecification } from "./opening-hours-data.ts";

const spec = (text: string) => openingHoursSpecification(parseOpeningHours(text)!);
const day = (name: string) => `https://schema.org/${name}`;

it("groups the days that share hours and leaves closed days out", () => {
  expect(spec("Mon-Fri 8:00 AM - 7:00 PM, Sat 8:00 AM - 6:00 PM, Sun closed")).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(day),
      opens: "08:00",
      closes: "19:00",
    },
    { "@type": "OpeningHoursSpecification", dayOfWeek: [day("Saturday")], opens: "08:00", closes: "18:00" },
  ]);
});

it("closes past midnight at the next day's wall time, and a whole day at 23:59", () => {
  expect(spec("Fr-Sa 18:00-02:00").map((s) => [s.opens, s.closes])).toEqual([["18:00", "02:00"]]);
  expect(spec("24/7")).toEqual([
    { "@type": "OpeningHoursSpecification", dayOfWeek: expect.any(Array), opens: "00:00", closes: "23:59" },
  ]);
  expect(spec("Mo-Fr 08:00-12:00,13:00-17:00")).toHaveLength(2);
});
