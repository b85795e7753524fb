import { describe, expect, it } from "vitest";
import { storeIdFromClaimPath } from "./claim-path.ts";

describe("storeIdFromClaimPath", () => {
  it.each([
    ["/claim-business/6f1c2b9e-3d4a-4c8b-9a7e-123456789001", "6f1c2b9e-3d4a-4c8b-9a7e-123456789001"],
    ["/claim-business/6f1c2b9e-3d4a-4c8b-9a7e-123456789001/", "6f1c2b9e-3d4a-4c8b-9a7e-123456789001"],
    ["/claim-business/a%2Fb", "a%2Fb"],
    ["/claim-business/bad%E0%A4%A", "bad%25E0%25A4%25A"],
    ["/claim-business/_form/", null],
    ["/claim-business/", null],
    ["/claim-business/a/b", null],
  ])("%s -> %j", (path, expected) => expect(storeIdFromClaimPath(path)).toBe(expected));
});
