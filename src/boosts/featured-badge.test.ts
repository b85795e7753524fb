// The badge every boosted place shows: the profile's copy must stay switchable by the boost check
// (data-boost-view, hidden), and the best-deals ribbon keeps its numbered words.
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import FeaturedBadge from "./FeaturedBadge.tsx";

const css = readFileSync(new URL("../styles/global.css", import.meta.url), "utf8");
const render = (props: Parameters<typeof FeaturedBadge>[0]) =>
  renderToStaticMarkup(createElement(FeaturedBadge, props));

describe("FeaturedBadge", () => {
  it("says Featured after a star, in a span by default", () => {
    const html = render({});
    // The honey pill is the `badge-featured` utility (global.css).
    expect(html).toMatch(/^<span class="badge-featured"><svg[^>]*>.*<\/svg>Featured<\/span>$/);
    expect(css).toMatch(/@utility badge-featured \{\s*@apply inline-flex [^;]*rounded-full bg-honey-400\b/);
  });

  it("carries the boost check's switch on the profile", () => {
    const html = render({ size: "large", boostView: "on", hidden: true });
    expect(html).toContain('data-boost-view="on" hidden=""');
    expect(html).toContain("text-sm");
  });

  it("numbers a best-deals ribbon, flush with the card's edge", () => {
    const html = render({
      as: "p",
      size: "large",
      shape: "ribbon",
      className: "absolute top-3 left-0 shadow",
      children: "Featured Deal #2",
    });
    expect(html).toMatch(/^<p class="absolute top-3 left-0 shadow inline-flex [^"]*rounded-r-full /);
    expect(html).toContain("Featured Deal #2</p>");
  });
});
