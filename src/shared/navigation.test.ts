import { describe, expect, it } from "vitest";
import { isCurrent } from "./navigation.ts";

describe("isCurrent", () => {
  it("ignores a trailing slash and never marks the home link current elsewhere", () => {
    expect(isCurrent("/list-shop", "/list-shop/")).toBe(true);
    expect(isCurrent("/", "/")).toBe(true);
    expect(isCurrent("/", "/cities/")).toBe(false);
  });
});
