// The phone action bar and the Directions link, as built: only the actions a store has, each with a
// name that says what it does and where it goes.
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { StoreJson } from "./store-json.ts";
import { directionsHref, fullAddress } from "./store-view.ts";
import ActionBar from "./ActionBar.tsx";
import VisitInfo from "./VisitInfo.tsx";

const store = {
  id: "s1",
  name: "Prairie Pantry",
  address: "12 North Main Street",
  cityName: "Golden",
  citySlug: "golden-co",
  state: "CO",
  zipCode: "80401",
  phone: "(303) 555-0100",
  website: "prairiepantry.example",
  hours: null,
  hasWifi: false,
  hasParking: false,
  petFriendly: false,
  latitude: null,
  longitude: null,
  confirmedAt: "2026-11-03T12:00:00.000Z",
  confirmedBy: "owner",
} as unknown as StoreJson;

const links = (s: StoreJson) =>
  [
    ...renderToStaticMarkup(createElement(ActionBar, { store: s })).matchAll(/<a href="([^"]+)" aria-label="([^"]+)"/g),
  ].map(([, href, label]) => ({ href: href!.replace(/&amp;/g, "&"), label }));

describe("directions", () => {
  it("searches Google Maps for the full address", () => {
    expect(fullAddress(store)).toBe("12 North Main Street, Golden, CO 80401");
    expect(directionsHref(store)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=12%20North%20Main%20Street%2C%20Golden%2C%20CO%2080401",
    );
  });

  it("sits under the address in Visit Information", () => {
    const html = renderToStaticMarkup(createElement(VisitInfo, { store })).replace(/&amp;/g, "&");
    expect(html).toContain(`href="${directionsHref(store)}"`);
    expect(html).toMatch(/>Directions<span class="sr-only"> to Prairie Pantry \(opens maps\)<\/span>/);
  });
});

describe("action bar", () => {
  it("offers Call, Directions and Website, named for the store", () => {
    expect(links(store)).toEqual([
      { href: "tel:3035550100", label: "Call Prairie Pantry" },
      { href: directionsHref(store), label: "Directions to Prairie Pantry (opens maps)" },
      { href: "https://prairiepantry.example/", label: "Website of Prairie Pantry (opens in a new tab)" },
    ]);
  });

  it("leaves out what the store does not have", () => {
    expect(links({ ...store, phone: " ", website: "javascript:alert(1)" }).map((l) => l.label)).toEqual([
      "Directions to Prairie Pantry (opens maps)",
    ]);
  });

  it("is a labelled navigation region only on phones", () => {
    const html = renderToStaticMarkup(createElement(ActionBar, { store }));
    const css = readFileSync(new URL("../styles/global.css", import.meta.url), "utf8");
    // Sticky at the foot of the screen and gone from sm up: the `action-bar` utility in global.css.
    expect(html).toMatch(/^<nav aria-label="Store actions"[^>]*class="action-bar"/);
    expect(css).toMatch(/@utility action-bar \{\s*@apply [^;]*\bsticky bottom-0\b[^;]*\bsm:hidden;/);
    // Each action is a 48 px tap target: the bar's links' rule in global.css.
    expect(html.match(/<li><a /g)).toHaveLength(3);
    expect(css).toMatch(/& a \{\s*@apply [^;]*\bmin-h-12\b/);
  });

  it("renders nothing for a store with no way to reach it", () => {
    expect(
      renderToStaticMarkup(createElement(ActionBar, { store: { ...store, phone: null, website: null, address: "" } })),
    ).toBe("");
  });
});
