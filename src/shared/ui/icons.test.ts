import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./icons.ts";

const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");

describe("the icon sprite", () => {
  it("has exactly one symbol per icon name", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.toSorted()).toEqual([...ICON_NAMES].toSorted());
  });

  it("leaves the paint to the page, so a fill-* class can fill an icon", () => {
    // An attribute on a path would win over what the using <svg> passes down (global.css).
    const paths = [...sprite.matchAll(/<path [^>]*>/g)].map((match) => match[0]);
    expect(paths).toHaveLength(ICON_NAMES.length);
    for (const path of paths) expect(path).not.toMatch(/\b(fill|stroke)/);
  });
});
