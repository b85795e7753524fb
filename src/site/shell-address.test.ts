import { describe, expect, it } from "vitest";
import {
  citySlugFromPath,
  storeIdentifierFromPath,
  storeIdFromBoostPath,
  storeIdFromCircularsPath,
  storeIdFromClaimPath,
  storeIdFromListingPath,
} from "./shell-address.ts";

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

describe("storeIdFromBoostPath", () => {
  it.each([
    ["/boost-profile/6F1C2B9E-3D4A-4C8B-9A7E-123456789001", "6f1c2b9e-3d4a-4c8b-9a7e-123456789001"],
    ["/boost-profile/6f1c2b9e-3d4a-4c8b-9a7e-123456789001/", "6f1c2b9e-3d4a-4c8b-9a7e-123456789001"],
    ["/boost-profile/olsens-market", null],
    ["/boost-profile/_checkout/", null],
    ["/boost-profile/bad%E0%A4%A", null],
    ["/boost-profile/", null],
  ])("%s -> %j", (path, expected) => expect(storeIdFromBoostPath(path)).toBe(expected));
});

describe("storeIdFromCircularsPath", () => {
  it.each([
    ["/manage-circulars/6f1c2b9e-3d4a-4c8b-9a7e-123456789001", "6f1c2b9e-3d4a-4c8b-9a7e-123456789001"],
    ["/manage-circulars/caf%C3%A9/", "café"],
    ["/manage-circulars/bad%E0%A4%A", "bad%E0%A4%A"],
    ["/manage-circulars/_store/", null],
    ["/manage-circulars/a/b", null],
    ["/manage-circulars/", null],
  ])("%s -> %j", (path, expected) => expect(storeIdFromCircularsPath(path)).toBe(expected));
});

describe("storeIdFromListingPath", () => {
  it.each([
    ["/manage-listing/6f1c2b9e-3d4a-4c8b-9a7e-123456789001", "6f1c2b9e-3d4a-4c8b-9a7e-123456789001"],
    ["/manage-listing/6f1c2b9e-3d4a-4c8b-9a7e-123456789001/", "6f1c2b9e-3d4a-4c8b-9a7e-123456789001"],
    ["/manage-listing/_store/", null],
    ["/manage-listing/a/b", null],
    ["/manage-circulars/6f1c2b9e-3d4a-4c8b-9a7e-123456789001", null],
  ])("%s -> %j", (path, expected) => expect(storeIdFromListingPath(path)).toBe(expected));
});
