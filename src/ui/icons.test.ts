import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./icons.ts";

const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");

describe("the icon sprite", () => {
  it("has exactly one symbol per icon name", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.toSorted()).toEqual([...ICON_NAMES].toSorted());
  });

  const symbols = new Map(
    [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>(.*?)<\/symbol>/g)].map((m) => [m[1]!, m[2]!]),
  );

  it("leaves the paint to the page, so a fill-* class can fill an icon", () => {
    // An attribute on a path would win over what the using <svg> passes down (global.css). The
    // logo is the one drawing with parts: each takes one of the paints passed down.
    for (const [id, body] of symbols) {
      if (id !== "brand") expect(body).not.toMatch(/<path [^>]*\b(fill|stroke)=/);
    }
    expect(symbols.get("brand")).toMatch(/fill="currentColor"/);
  });

  it("draws a rating's five stars from the star icon, the first N filled", () => {
    for (let filled = 0; filled <= 5; filled++) {
      const stars = [...symbols.get(`stars-${filled}`)!.matchAll(/<use href="#star"[^>]*>/g)].map((m) => m[0]);
      expect(stars).toHaveLength(5);
      expect(stars.map((star) => !star.includes('fill="none"'))).toEqual([1, 2, 3, 4, 5].map((n) => n <= filled));
    }
  });
});
