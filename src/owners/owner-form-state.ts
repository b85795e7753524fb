// The owner's edit form as plain data, pure so it can be tested: the form from the listing, the
// edit it sends, and the shared schema's messages per field. The edit carries the text fields the
// owner changed (an imported phone or hours text the schema would refuse does not block a save of
// something else) and every badge with a value (always valid), so a save without a change still
// confirms the details (ADR 040). A badge nobody stated (null, ADR 060) is shown unticked and not
// sent until the owner touches it, so saving a phone number never turns "unknown" into "no".
import { OWNER_BADGES, OWNER_TEXT_FIELDS, ownerEditSchema, type OwnerListingJson } from "./owner-edit-schema.ts";
import { validateFields, type FieldErrors } from "../platform/field-errors.ts";

export type TextField = (typeof OWNER_TEXT_FIELDS)[number];
export type Badge = (typeof OWNER_BADGES)[number];
/** A badge is null while nobody has stated it; the owner ticking or unticking its box states it. */
export type OwnerForm = { text: Record<TextField, string>; badges: Record<Badge, boolean | null> };
export type OwnerFormErrors = FieldErrors<TextField | Badge | "body">;

export function formFromListing(listing: OwnerListingJson): OwnerForm {
  return {
    text: Object.fromEntries(OWNER_TEXT_FIELDS.map((f) => [f, listing[f] ?? ""])) as Record<TextField, string>,
    badges: Object.fromEntries(OWNER_BADGES.map((b) => [b, listing[b]])) as OwnerForm["badges"],
  };
}

/** What PUT /api/owner/grocery-stores/{id} receives; a blank text field empties it on the server. */
export function editFromForm(form: OwnerForm, initial: OwnerForm): Record<string, string | boolean> {
  const changed = OWNER_TEXT_FIELDS.filter((field) => form.text[field] !== initial.text[field]);
  const stated = OWNER_BADGES.filter((badge) => form.badges[badge] !== null);
  return {
    ...Object.fromEntries(changed.map((field) => [field, form.text[field]])),
    ...Object.fromEntries(stated.map((badge) => [badge, form.badges[badge]!])),
  };
}

export const validateOwnerForm = (form: OwnerForm, initial: OwnerForm): OwnerFormErrors =>
  validateFields(ownerEditSchema, editFromForm(form, initial));

/** The field messages of a 422 answer ({ error: { fields } }), the same words the form shows. */
export function errorsFromBody(body: string): OwnerFormErrors {
  try {
    const fields = (JSON.parse(body) as { error?: { fields?: unknown } }).error?.fields;
    return typeof fields === "object" && fields !== null ? (fields as OwnerFormErrors) : {};
  } catch {
    return {};
  }
}
