import { describe, expect, it } from "vitest";
import { citySlugFromPath, storeIdentifierFromPath } from "./pending-address.ts";

describe("storeIdentifierFromPath", () => {
  it.each([
    ["/grocery-stores/6f1c2b9e-3d4a-4c8b-9a7e-123456789001", "6f1c2b9e-3d4a-4c8b-9a7e-123456789001"],
    ["/grocery-stores/mankato-mn/olsens-market/", "mankato-mn%2Folsens-market"],
    ["/grocery-stores/olsens-market", "olsens-market"],
    ["/grocery-stores/caf%C3%A9-market", "caf%C3%A9-market"],
    ["/grocery-stores/bad%E0%A4%A", "bad%25E0%25A4%25A"],
    ["/grocery-stores/", null],
    ["/grocery-stores/_pending/", null],
    ["/cities/x", null],
  ])("%s -> %j", (path, expected) => expect(storeIdentifierFromPath(path)).toBe(expected));
});

describe("citySlugFromPath", () => {
  it.each([
    ["/cities/mankato-mn", "mankato-mn"],
    ["/cities/mankato-mn/", "mankato-mn"],
    ["/cities/_pending/", null],
    ["/cities/", null],
  ])("%s -> %j", (path, expected) => expect(citySlugFromPath(path)).toBe(expected));
});
