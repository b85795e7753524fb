import { describe, expect, it } from "vitest";
import { EMPTY_LISTING, existingListingUrl, validateListing } from "./listing-form-state.ts";

describe("listing form validation", () => {
  it("reports the spec's messages for the required fields", () => {
    expect(validateListing(EMPTY_LISTING)).toEqual({
      name: "Name is required",
      address: "Address is required",
      zipCode: "Please enter a valid ZIP code (e.g., 71301 or 71301-1234)",
    });
  });

  it("accepts a complete listing with optional fields left empty", () => {
    expect(validateListing({ ...EMPTY_LISTING, name: "A", address: "1 Main St", zipCode: "71301-1234" })).toEqual({});
  });

  it("takes the optional e-mail only when it looks like one", () => {
    const listing = { ...EMPTY_LISTING, name: "A", address: "1 Main St", zipCode: "71301" };
    expect(validateListing({ ...listing, listerEmail: "" })).toEqual({});
    expect(validateListing({ ...listing, listerEmail: " Owner@Example.com " })).toEqual({});
    expect(validateListing({ ...listing, listerEmail: "not-an-address" })).toEqual({
      listerEmail: "Please enter a valid email address.",
    });
  });

  it("reads the existing listing's link from a duplicate answer, and nothing else", () => {
    const body = JSON.stringify({ error: { code: "conflict", message: "x", existingUrl: "/grocery-stores/a-mn/b" } });
    expect(existingListingUrl(body)).toBe("/grocery-stores/a-mn/b");
    expect(existingListingUrl(JSON.stringify({ error: { existingUrl: "https://evil.example" } }))).toBeNull();
    expect(existingListingUrl("<html>")).toBeNull();
  });
});
