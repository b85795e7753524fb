import { describe, expect, it } from "vitest";
import { DEFAULT_SWATCH, parseHsl, swatchBackground } from "./city-swatch.ts";

describe("swatchBackground", () => {
  it.each([
    ["hsl(142, 45%, 35%)", { h: 142, s: 45, l: 35 }],
    ["hsl(142 45% 35%)", { h: 142, s: 45, l: 35 }],
    ["HSLA(400deg, 10%, 90%, 0.5)", { h: 40, s: 10, l: 90 }],
  ])("reads %s", (input, expected) => {
    expect(parseHsl(input)).toEqual(expected);
  });

  it("builds a gradient from the city's colour", () => {
    expect(swatchBackground("hsl(142, 45%, 35%)")).toBe("linear-gradient(135deg, hsl(142 45% 43%), hsl(142 45% 25%))");
  });

  it.each([null, undefined, "", "blue", "hsl(1, 2%, 3%); background:url(https://evil.example)", "hsl(1, 200%, 3%)"])(
    "falls back to the default blue for %j",
    (input) => {
      expect(swatchBackground(input)).toBe(DEFAULT_SWATCH);
    },
  );
});
