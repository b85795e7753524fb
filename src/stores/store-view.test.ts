import { describe, expect, it } from "vitest";
import {
  bestDealsHref,
  bestDealsPagePath,
  cityHref,
  cityPagePath,
  cityStoresPath,
  DEFAULT_STORE_IMAGE,
  safeWebsite,
  snapNote,
  storeDescription,
  storeFeatures,
  storeHref,
  storeIdHref,
  storeImage,
  storeRating,
  telHref,
} from "./store-view.ts";

const id = (last: string) => `6f1c2b9e-3d4a-4c8b-9a7e-12345678900${last}`;

describe("storeImage", () => {
  it.each([
    ["https://cdn.example/shop.jpg", "a", "https://cdn.example/shop.jpg"],
    ["  /images/stores/storefront.svg ", "a", "/images/stores/storefront.svg"],
    [null, "0", "/images/stores/fallback-1.svg"],
    ["", "a", "/images/stores/fallback-1.svg"], // 0xa = 10, even
    ["   ", "b", "/images/stores/fallback-2.svg"], // 0xb = 11, odd
    [undefined, "F", "/images/stores/fallback-2.svg"],
    [null, "7", "/images/stores/fallback-2.svg"],
  ])("imageUrl %j with id ending %s -> %s", (imageUrl, last, expected) => {
    expect(storeImage({ id: id(last), imageUrl: imageUrl as string | null })).toBe(expected);
  });

  it("uses the default image without an id, or when the id does not end in a hex digit", () => {
    expect(storeImage({ id: "", imageUrl: null })).toBe(DEFAULT_STORE_IMAGE);
    expect(storeImage({ id: "store-z", imageUrl: null })).toBe(DEFAULT_STORE_IMAGE);
  });
});

describe("storeDescription", () => {
  it("prefers the owner's words, then the listing description, never stored generated text (issue #49)", () => {
    const all = { ownerDescription: "owner", aiGeneratedDescription: "ai", description: "plain" };
    expect(storeDescription(all)).toBe("owner");
    expect(storeDescription({ ...all, ownerDescription: "  " })).toBe("plain");
    expect(storeDescription({ ...all, ownerDescription: null, description: null })).toBe("");
  });
});

describe("storeHref", () => {
  it("links by city and store slug", () => {
    expect(storeHref({ id: "x", slug: "olsens-market", citySlug: "mankato-mn" })).toBe(
      "/grocery-stores/mankato-mn/olsens-market",
    );
  });
  it("falls back to the id when a slug is missing", () => {
    expect(storeHref({ id: "abc-1", slug: "", citySlug: "mankato-mn" })).toBe("/grocery-stores/abc-1");
    expect(storeHref({ id: "abc-1", slug: "s", citySlug: null as unknown as string })).toBe("/grocery-stores/abc-1");
    expect(storeIdHref("abc-1")).toBe("/grocery-stores/abc-1");
  });
});

describe("town addresses", () => {
  it("names a town's page, its static pages, its store list and its best-deals pages", () => {
    expect(cityHref("mankato-mn")).toBe("/cities/mankato-mn");
    expect(cityPagePath("mankato-mn", 1)).toBe("/cities/mankato-mn");
    expect(cityPagePath("mankato-mn", 3)).toBe("/cities/mankato-mn/page/3");
    expect(cityStoresPath("mankato-mn")).toBe("/cities/mankato-mn/stores.json");
    expect(bestDealsHref("mankato-mn")).toBe("/best-grocery-deals-in-mankato-mn");
    expect(bestDealsPagePath("mankato-mn", 1)).toBe("/best-grocery-deals-in-mankato-mn");
    expect(bestDealsPagePath("mankato-mn", 3)).toBe("/best-grocery-deals-in-mankato-mn/page/3");
  });
});

describe("storeFeatures", () => {
  it("lists offerings in the spec's order", () => {
    expect(
      storeFeatures({ hasLocalProduce: true, hasPreparedFoods: false, hasOrganicOfferings: true, acceptsSnap: true }),
    ).toEqual(["Local Produce", "Organic", "SNAP"]);
  });
});

describe("snapNote", () => {
  const none = { acceptsSnap: true, snapAuthorizedOn: null, snapConfirmedOn: null };
  it("names USDA and the authorisation date, else the date its list confirmed the store", () => {
    expect(snapNote({ ...none, snapAuthorizedOn: "2005-04-13", snapConfirmedOn: "2026-11-23" })).toBe(
      "SNAP/EBT accepted - USDA, April 13, 2005",
    );
    expect(snapNote({ ...none, snapConfirmedOn: "2026-11-03" })).toBe("SNAP/EBT accepted - USDA, November 3, 2026");
  });
  it("says nothing without a USDA date or when SNAP is off", () => {
    expect(snapNote(none)).toBeNull();
    expect(snapNote({ ...none, acceptsSnap: false, snapAuthorizedOn: "2005-04-13" })).toBeNull();
  });
});

describe("storeRating", () => {
  it.each([
    [4.46, 4.5],
    ["3.0", 3],
    [5, 5],
    [0, null],
    [5.5, null],
    [null, null],
    ["abc", null],
  ])("%j -> %j", (input, expected) => expect(storeRating(input)).toBe(expected));
});

describe("safeWebsite", () => {
  it.each([
    ["https://shop.example/", "https://shop.example/"],
    ["shop.example", "https://shop.example/"],
    ["javascript:alert(1)", null],
    ["", null],
    [null, null],
  ])("%j -> %j", (input, expected) => expect(safeWebsite(input)).toBe(expected));
});

it("telHref keeps only dialable characters", () => {
  expect(telHref("(907) 555-0114")).toBe("tel:9075550114");
});
