import { expect, it } from "vitest";
import { STORES_PER_SHARE, shareCount } from "./render-plan.ts";

it("gives each worker one share until a share would hold more than STORES_PER_SHARE stores", () => {
  expect(shareCount(0, 2)).toBe(2);
  expect(shareCount(15_000, 2)).toBe(2);
  expect(shareCount(2 * STORES_PER_SHARE, 2)).toBe(2);
  expect(shareCount(2 * STORES_PER_SHARE + 1, 2)).toBe(4);
  expect(shareCount(40_000, 2)).toBe(4);
  expect(shareCount(100_000, 2)).toBe(8);
  expect(shareCount(100_000, 4)).toBe(8);
  expect(shareCount(100_000, 1)).toBe(8);
});
