import { describe, expect, it } from "vitest";
import { EMPTY_CLAIM, missesRequiredField, validateClaim } from "./claim-form-state.ts";

const complete = {
  ...EMPTY_CLAIM,
  ownerName: "Dana Miller",
  ownerEmail: "dana@example.com",
  businessRole: "Owner",
  ownerDescription: "Family grocery since 1952.",
};

describe("claim form validation", () => {
  it("names every required field that is empty", () => {
    expect(validateClaim(EMPTY_CLAIM)).toEqual({
      ownerName: "Please enter your name.",
      ownerEmail: "Please enter your email address.",
      businessRole: "Please choose your role in the business.",
      ownerDescription: "Please describe your business.",
    });
    expect(missesRequiredField(EMPTY_CLAIM)).toBe(true);
  });

  it("accepts a complete claim with the optional fields empty", () => {
    expect(validateClaim(complete)).toEqual({});
    expect(missesRequiredField(complete)).toBe(false);
  });

  it("treats a blank description as missing, and checks the address's form", () => {
    expect(missesRequiredField({ ...complete, ownerDescription: "   " })).toBe(true);
    expect(validateClaim({ ...complete, ownerEmail: "dana@" })).toEqual({
      ownerEmail: "Please enter a valid email address.",
    });
  });
});
