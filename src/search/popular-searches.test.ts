// Issue #49: "Popular searches" are towns shoppers searched for, counted, never a fixed list.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import SearchHelp from "./SearchHelp.tsx";
import { POPULAR_SEARCH_MIN, popularSearches } from "./popular-searches.ts";

const towns = [
  { name: "Mankato", state: "MN", storeCount: 3 },
  { name: "Hilo", state: "HI", storeCount: 1 },
  { name: "Emptyville", state: "KS", storeCount: 0 },
];

describe("popular searches", () => {
  it("leaves the element out while nothing was searched often enough", () => {
    const html = renderToStaticMarkup(createElement(SearchHelp, { popular: [] }));
    expect(html).not.toContain("Popular searches");
    expect(html).not.toContain("Albany, NY");
    expect(popularSearches([{ query: "mankato, mn", searches: POPULAR_SEARCH_MIN - 1 }], towns)).toEqual([]);
  });

  it("counts searches per listed town, whatever words were around it, and never shows a raw query", () => {
    const found = popularSearches(
      [
        { query: "mankato, mn", searches: 3 },
        { query: "grocery stores in mankato, mn", searches: 2 },
        { query: "hilo, hi", searches: 9 },
        { query: "emptyville, ks", searches: 50 },
        { query: "buy cheap pills, tx", searches: 80 },
        { query: "organic eggs", searches: 99 },
      ],
      towns,
    );
    expect(found.map((s) => s.label)).toEqual(["Hilo, HI", "Mankato, MN"]);
    expect(found[1]!.href).toBe("/search?q=Mankato%2C%20MN");
    const html = renderToStaticMarkup(createElement(SearchHelp, { popular: found }));
    expect(html).toContain("Popular searches");
    expect(html).toContain("Hilo, HI");
  });
});
