import { describe, expect, it } from "vitest";
import { viewLiftPercent, viewLiftSentence, type ViewSample } from "./view-lift.ts";

const sample = (over: Partial<ViewSample> = {}): ViewSample => ({
  featured: { stores: 10, views: 600 },
  other: { stores: 40, views: 1200 },
  towns: 5,
  ...over,
});

describe("viewLiftPercent (ADR 038)", () => {
  it("compares average views per featured store with the other stores of the same towns", () => {
    // 60 views per featured store against 30 per other store: 100% more.
    expect(viewLiftPercent(sample())).toBe(100);
    // 45 against 30: 50% more; 37.9 against 30 rounds down to 26%.
    expect(viewLiftPercent(sample({ featured: { stores: 10, views: 450 } }))).toBe(50);
    expect(viewLiftPercent(sample({ featured: { stores: 10, views: 379 } }))).toBe(26);
  });

  it.each<[string, Partial<ViewSample>]>([
    ["fewer than 10 featured stores", { featured: { stores: 9, views: 900 } }],
    ["fewer than 5 towns", { towns: 4 }],
    ["fewer than 1,000 views", { featured: { stores: 10, views: 300 }, other: { stores: 40, views: 600 } }],
    ["no other stores", { other: { stores: 0, views: 0 } }],
    ["other stores never viewed", { other: { stores: 40, views: 0 }, featured: { stores: 10, views: 1500 } }],
    ["featured stores viewed less", { featured: { stores: 10, views: 200 } }],
    ["featured stores viewed the same", { featured: { stores: 10, views: 300 } }],
  ])("claims nothing with %s", (_why, over) => {
    expect(viewLiftPercent(sample(over))).toBeNull();
  });

  it("says what was measured", () => {
    expect(viewLiftSentence(42)).toBe(
      "In the last 30 days, featured stores had 42% more profile views on average than the other stores in the same towns.",
    );
  });
});
