import { describe, expect, it } from "vitest";
import type { OwnerListingJson } from "./owner-edit-schema.ts";
import { editFromForm, errorsFromBody, formFromListing, validateOwnerForm } from "./owner-form-state.ts";

const listing: OwnerListingJson = {
  id: "6f1c2b9e-3d4a-4c8b-9a7e-123456789001",
  name: "Olsen's Market",
  address: "12 Front St",
  zipCode: "56001",
  pendingNameAddress: null,
  cityName: "Mankato",
  state: "MN",
  confirmedAt: "2026-11-20T10:00:00.000Z",
  confirmedBy: "lister",
  ownerDescription: null,
  phone: "507-555-0100",
  website: null,
  hours: "Mo-Sa 08:00-20:00",
  hasWifi: false,
  hasParking: true,
  petFriendly: false,
  hasLocalProduce: true,
  hasPreparedFoods: false,
  hasOrganicOfferings: false,
  acceptsSnap: true,
};

describe("owner form state", () => {
  it("fills the form from the listing (no value: empty text) and sends the changed text and every stated badge", () => {
    const form = formFromListing(listing);
    expect(form.text).toEqual({ ownerDescription: "", phone: "507-555-0100", website: "", hours: "Mo-Sa 08:00-20:00" });
    // Unchanged: the badges alone, which confirm the details.
    expect(editFromForm(form, form)).toEqual({ ...form.badges });
    const changed = { ...form, text: { ...form.text, ownerDescription: "Fresh bread daily." } };
    expect(editFromForm(changed, form)).toEqual({ ownerDescription: "Fresh bread daily.", ...form.badges });
    expect(validateOwnerForm(changed, form)).toEqual({});
  });

  it("leaves a badge nobody stated unknown when other fields are saved, and sends one the owner ticks or unticks", () => {
    // An imported store: no amenity stated yet (ADR 060).
    const unknown = { ...listing, hasWifi: null, hasParking: null, petFriendly: null, hasPreparedFoods: null };
    const form = formFromListing(unknown);
    expect(form.badges.hasWifi).toBeNull();
    const phone = { ...form, text: { ...form.text, phone: "507-555-0199" } };
    expect(editFromForm(phone, form)).toEqual({
      phone: "507-555-0199",
      hasLocalProduce: true,
      hasOrganicOfferings: false,
      acceptsSnap: true,
    });
    // Ticking says yes; unticking a box the owner ticked says no; both are the owner's statements.
    const ticked = { ...form, badges: { ...form.badges, hasWifi: true, hasParking: false } };
    expect(editFromForm(ticked, form)).toMatchObject({ hasWifi: true, hasParking: false });
    expect(editFromForm(ticked, form)).not.toHaveProperty("petFriendly");
    expect(validateOwnerForm(ticked, form)).toEqual({});
  });

  it("puts the shared schema's message under each wrong field it sends, and not under untouched ones", () => {
    const form = formFromListing(listing);
    const imported = { ...form, text: { ...form.text, hours: "Mon-Sat 8-8ish" } };
    expect(validateOwnerForm(imported, imported)).toEqual({});
    const errors = validateOwnerForm(
      { ...form, text: { ...form.text, phone: "12", website: "javascript:alert(1)", hours: "whenever" } },
      form,
    );
    expect(errors.phone).toMatch(/US phone number/);
    expect(errors.website).toBeTruthy();
    expect(errors.hours).toMatch(/couldn't read these opening hours/);
    expect(errors.ownerDescription).toBeUndefined();
  });

  it("reads the field messages of a 422 answer, and nothing from anything else", () => {
    expect(errorsFromBody('{"error":{"code":"validation_failed","fields":{"phone":"Bad"}}}')).toEqual({ phone: "Bad" });
    expect(errorsFromBody("<html>")).toEqual({});
    expect(errorsFromBody('{"error":{}}')).toEqual({});
  });
});
