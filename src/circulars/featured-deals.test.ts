// Issue #49: "Featured Deal" only on a boosted store with a deal (a current circular).
import { describe, expect, it } from "vitest";
import { featuredDealCount, featuredRibbons } from "./featured-deals.ts";

const store = (id: string, isBoosted: boolean) => ({ id, isBoosted });

describe("featured deals", () => {
  it("ribbons 'Featured Deal #n' only where the boosted store has a circular, 'Featured' elsewhere", () => {
    const stores = [store("a", true), store("b", true), store("c", false), store("d", true)];
    const hasDeal = (id: string) => id === "b" || id === "d";
    expect(featuredRibbons(stores, hasDeal).map((r) => r.ribbon)).toEqual([
      "Featured",
      "Featured Deal #1",
      undefined,
      "Featured Deal #2",
    ]);
    expect(featuredRibbons(stores.slice(3), hasDeal, 1).map((r) => r.ribbon)).toEqual(["Featured Deal #2"]);
    expect(featuredDealCount(stores, hasDeal)).toBe(2);
  });
});
