// The hours-by-day fields as first rendered: rows filled from the Hours text when it fits them, a
// starter week when it is empty, and a warning when typing in the rows would replace it.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import HoursByDay from "./HoursByDay.tsx";

const html = (value: string) => renderToStaticMarkup(createElement(HoursByDay, { id: "f", value, onValue: () => {} }));
const times = (out: string) =>
  [...out.matchAll(/<input type="time"[^>]*>/g)].map(([tag]) => {
    const label = /aria-label="([^"]+)"/.exec(tag)![1];
    // An empty value or a boolean attribute may be written bare (`value`, `disabled`) or with ="".
    const value = /\svalue(?:="([^"]*)")?[\s/>]/.exec(tag)![1] ?? "";
    return `${label} ${value}${/\sdisabled(?:="")?[\s/>]/.test(tag) ? " (off)" : ""}`;
  });

it("fills the rows from hours text that fits them", () => {
  const out = html("Mon-Sat 8am-9pm, Sun closed");
  expect(times(out)).toEqual([
    ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].flatMap((d) => [
      `${d} opens 08:00`,
      `${d} closes 21:00`,
    ]),
    "Sunday opens  (off)",
    "Sunday closes  (off)",
  ]);
  expect(out).toContain("Changing a day fills in the field above for you.");
  expect(out.match(/type="checkbox"/g)).toHaveLength(7);
  expect(out).toContain('<span class="sr-only">Open on Sunday</span>');
});

it("starts from Monday to Saturday, 8 AM to 8 PM, when there is no text yet", () => {
  const out = html("");
  expect(times(out).slice(0, 2)).toEqual(["Monday opens 08:00", "Monday closes 20:00"]);
  expect(times(out).slice(-2)).toEqual(["Sunday opens 08:00 (off)", "Sunday closes 20:00 (off)"]);
});

it("warns when the text cannot be shown day by day", () => {
  expect(html("Seasonal, call ahead")).toContain("changing a day here replaces it");
  expect(html("Mo-Fr 08:00-12:00,13:00-17:00")).toContain("changing a day here replaces it");
});
