import { describe, expect, it } from "vitest";
import { proposalFromForm, validateNameAddress } from "./name-address-state.ts";

const current = { name: "Olsen's Market", address: "12 Front St", zipCode: "56001" };

describe("name and address form state", () => {
  it("proposes only the fields that differ from the listing", () => {
    expect(proposalFromForm({ ...current, name: "Olsen Foods" }, current)).toEqual({ name: "Olsen Foods" });
    expect(proposalFromForm({ ...current, address: " 12 Front St " }, current)).toEqual({});
  });

  it("says so when nothing changed, and names a wrong field", () => {
    expect(validateNameAddress(current, current)).toEqual({ body: "Nothing to change." });
    expect(validateNameAddress({ ...current, zipCode: "560" }, current)).toEqual({
      zipCode: "Please enter a valid ZIP code (e.g., 71301 or 71301-1234)",
    });
  });
});
