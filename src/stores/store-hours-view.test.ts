// The store profile's hours as built (no JavaScript): a weekly table when the text parses, the text as
// written when it does not, and the open-now line left to the browser.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import type { StoreJson } from "./store-json.ts";
import { storeSchedule } from "./open-now.ts";
import VisitInfo from "./VisitInfo.tsx";

const base = {
  id: "s1",
  name: "Prairie Pantry",
  address: "12 North Main Street",
  cityName: "Golden",
  citySlug: "golden-co",
  state: "CO",
  zipCode: "80401",
  phone: null,
  website: null,
  hours: "Mon-Sat 8am-9pm, Sun 9am-6pm",
  hasWifi: false,
  hasParking: false,
  petFriendly: false,
  latitude: 39.75,
  longitude: -105.22,
  confirmedAt: "2026-11-03T12:00:00.000Z",
  confirmedBy: "owner",
} as unknown as StoreJson;

const html = (store: StoreJson) => renderToStaticMarkup(createElement(VisitInfo, { store })).replace(/<!-- -->/g, "");

it("parsed hours become a week table, Monday first, alike days in one row", () => {
  const out = html(base);
  expect(out).toContain("data-weekly-hours");
  const rows = [...out.matchAll(/<tr><th scope="row">([^<]+)<\/th><td[^>]*>([^<]+)<\/td><\/tr>/g)];
  expect(rows.map((r) => `${r[1]}: ${r[2]}`)).toEqual(["Mon–Sat: 8 AM - 9 PM", "Sun: 9 AM - 6 PM"]);
});

it("unparsed hours stay as written", () => {
  const out = html({ ...base, hours: "Seasonal, call ahead" });
  expect(out).not.toContain("data-weekly-hours");
  expect(out).toContain("Seasonal, call ahead");
});

it("the open-now line needs both a parsed week and a zone", () => {
  expect(storeSchedule(base)?.timeZone).toBe("America/Denver");
  expect(storeSchedule({ ...base, hours: "Call for hours" })).toBeNull();
  expect(storeSchedule({ ...base, state: "ON" })).toBeNull();
});
