import { describe, expect, it } from "vitest";
import {
  changedFields,
  errorsFromResponse,
  formFromStore,
  validateEdit,
  type EditableStore,
} from "./store-edit-state.ts";

const store: EditableStore = {
  name: "Prairie Pantry",
  address: "12 Main St",
  zipCode: "56001",
  description: "Local produce",
  ownerDescription: null,
  phone: null,
  website: "https://prairie.example",
  hours: null,
  imageUrl: null,
  isActive: true,
  hasWifi: null,
  hasParking: true,
  petFriendly: null,
  hasLocalProduce: null,
  hasPreparedFoods: false,
  hasOrganicOfferings: null,
};

describe("store edit form", () => {
  it("starts from the store, empty strings for missing values", () => {
    expect(formFromStore(store)).toMatchObject({ name: "Prairie Pantry", phone: "", isActive: true });
  });

  it("sends only what changed, trimmed", () => {
    const form = { ...formFromStore(store), name: "  Prairie Pantry & Deli ", hours: "Daily 8-8", isActive: false };
    expect(changedFields(store, form)).toEqual({ name: "Prairie Pantry & Deli", hours: "Daily 8-8", isActive: false });
    expect(changedFields(store, { ...formFromStore(store), description: "Local produce  " })).toEqual({});
  });

  it("sends an amenity only when the admin changed it: yes, no or back to not stated", () => {
    const form = formFromStore(store);
    expect(form.hasWifi).toBeNull();
    expect(changedFields(store, { ...form, name: "Prairie Pantry & Deli" })).toEqual({ name: "Prairie Pantry & Deli" });
    const edit = changedFields(store, { ...form, hasWifi: false, hasParking: null, hasOrganicOfferings: true });
    expect(edit).toEqual({ hasWifi: false, hasParking: null, hasOrganicOfferings: true });
    expect(validateEdit(edit)).toEqual({});
  });

  it("validates with the server's rules", () => {
    expect(validateEdit({ name: "" })).toEqual({ name: "Name is required" });
    expect(validateEdit({ zipCode: "5600" }).zipCode).toBe("Please enter a valid ZIP code (e.g., 71301 or 71301-1234)");
    expect(validateEdit({ website: "javascript:alert(1)" }).website).toMatch(/web address/);
    expect(validateEdit({ name: "New name", isActive: false })).toEqual({});
    expect(validateEdit({})).toEqual({});
  });

  it("lets an optional field be emptied, but not a required one", () => {
    const emptied = changedFields(store, { ...formFromStore(store), website: " " });
    expect(emptied).toEqual({ website: "" });
    expect(validateEdit(emptied)).toEqual({});
    expect(validateEdit({ address: "" })).toEqual({ address: "Address is required" });
  });

  it("reads the field errors of a 422 answer", () => {
    const body = JSON.stringify({
      error: {
        code: "validation_failed",
        message: "x",
        fields: { zipCode: "That ZIP code belongs to Fargo, ND", slug: "no" },
      },
    });
    expect(errorsFromResponse(body)).toEqual({ zipCode: "That ZIP code belongs to Fargo, ND" });
    expect(errorsFromResponse("<html>")).toEqual({});
  });
});
