import { describe, expect, it } from "vitest";
import { stateCodes, stateOutline, storeLocator } from "./state-outline.server.ts";

describe("state outlines for the locator files", () => {
  it("has one per state with a shape, DC and Puerto Rico included: about fifty files, whatever the store count", () => {
    const codes = stateCodes();
    expect(codes).toHaveLength(52);
    expect(codes).toEqual(expect.arrayContaining(["AK", "DC", "HI", "MN", "PR"]));
    expect(stateOutline("XX")).toBeUndefined();
  });

  it("is fitted once per state and is what the built store pages are drawn on", () => {
    expect(stateOutline("mn")).toBe(stateOutline("MN"));
    const locator = storeLocator({ state: "MN", latitude: 44.1636, longitude: -93.9994 }, undefined)!;
    const { width, height, outline } = stateOutline("MN")!;
    expect(locator).toMatchObject({ width, height, outline, town: null });
    expect(locator.store).not.toBeNull();
  });
});
