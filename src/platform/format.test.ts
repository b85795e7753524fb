import { describe, expect, it } from "vitest";
import { formatCount } from "./format.ts";

describe("formatCount", () => {
  // The reference it stands in for, used here only (its first use is what the pages avoid).
  const intl = new Intl.NumberFormat("en-US");

  it.each([0, 7, 999, 1000, 1234, 15_000, 100_000, 1_234_567, -5, -1234, 2.5, 1234.25])(
    "writes %d as Intl.NumberFormat en-US does",
    (count) => {
      expect(formatCount(count)).toBe(intl.format(count));
    },
  );

  it("agrees with Intl on every count up to a billion it is given", () => {
    for (let n = 1; n < 1e9; n = n * 3 + 1) expect(formatCount(n)).toBe(intl.format(n));
  });
});
