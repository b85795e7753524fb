import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./icons.ts";

const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");

describe("the icon sprite", () => {
  it("has exactly one symbol per icon name", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.toSorted()).toEqual([...ICON_NAMES].toSorted());
  });

  it("draws every symbol in the surrounding text colour, with its own stroke settings", () => {
    // A symbol used from another file inherits from the page, so each path carries its own paint.
    const paths = [...sprite.matchAll(/<path [^>]*>/g)].map((match) => match[0]);
    expect(paths).toHaveLength(ICON_NAMES.length);
    for (const path of paths) expect(path).toMatch(/fill="none" stroke="currentColor" stroke-width="2"/);
  });
});
