import { describe, expect, it } from "vitest";
import { isCurrent, MAIN_NAV } from "./navigation.ts";

it("leads 'Browse Cities' to the town list", () => {
  expect(MAIN_NAV.find((link) => link.label === "Browse Cities")?.href).toBe("/cities");
});

describe("isCurrent", () => {
  it("ignores a trailing slash and never marks the home link current elsewhere", () => {
    expect(isCurrent("/list-shop", "/list-shop/")).toBe(true);
    expect(isCurrent("/", "/")).toBe(true);
    expect(isCurrent("/", "/cities/")).toBe(false);
  });
});
