// The store edit form's rules, pure so they can be tested: the form's values from a store, the
// fields that changed (only those are sent), validation with the server's own schema, and the
// field errors of a 422 answer. An amenity is yes, no or not stated (null, ADR 060): untouched, it
// is not sent, so an edit of anything else never turns "not stated" into "no".
import { storeEditSchema } from "./store-edit-schema.ts";
import { AMENITY_FIELDS, type AmenityField } from "../stores/amenities.ts";
import { validateFields } from "../platform/field-errors.ts";

export const TEXT_FIELDS = [
  "name",
  "address",
  "zipCode",
  "description",
  "ownerDescription",
  "phone",
  "website",
  "hours",
  "imageUrl",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type EditField = TextField | AmenityField | "isActive";

type Amenities = Record<AmenityField, boolean | null>;
export type StoreForm = Record<TextField, string> & { isActive: boolean } & Amenities;
export type StoreEdit = Partial<Record<TextField, string>> & { isActive?: boolean } & Partial<Amenities>;
export type EditErrors = Partial<Record<EditField, string>>;

/** What the form needs of a store (the admin list's JSON has more). */
export type EditableStore = Record<TextField, string | null> & { isActive: boolean } & Amenities;

export function formFromStore(store: EditableStore): StoreForm {
  const form = { isActive: store.isActive } as StoreForm;
  for (const field of TEXT_FIELDS) form[field] = store[field] ?? "";
  for (const field of AMENITY_FIELDS) form[field] = store[field];
  return form;
}

/**
 * The fields whose value differs from the store's, trimmed as the server will trim them. An emptied
 * optional field is sent as "", which the API stores as empty (null).
 */
export function changedFields(store: EditableStore, form: StoreForm): StoreEdit {
  const edit: StoreEdit = {};
  for (const field of TEXT_FIELDS) {
    const value = form[field].trim();
    if (value !== (store[field] ?? "").trim()) edit[field] = value;
  }
  if (form.isActive !== store.isActive) edit.isActive = form.isActive;
  for (const field of AMENITY_FIELDS) if (form[field] !== store[field]) edit[field] = form[field];
  return edit;
}

export function validateEdit(edit: StoreEdit): EditErrors {
  const errors: EditErrors = {};
  if (Object.keys(edit).length === 0) return errors;
  for (const [field, message] of Object.entries(validateFields(storeEditSchema, edit))) {
    if (isEditField(field) && message) errors[field] = message;
  }
  return errors;
}

/** Field errors from a 422 body ({ error: { fields } }), keeping only fields the form shows. */
export function errorsFromResponse(body: string): EditErrors {
  try {
    const fields = (JSON.parse(body) as { error?: { fields?: Record<string, unknown> } }).error?.fields ?? {};
    const errors: EditErrors = {};
    for (const [field, message] of Object.entries(fields)) {
      if (isEditField(field) && typeof message === "string") errors[field] = message;
    }
    return errors;
  } catch {
    return {};
  }
}

function isEditField(field: string): field is EditField {
  return (
    field === "isActive" ||
    (TEXT_FIELDS as readonly string[]).includes(field) ||
    (AMENITY_FIELDS as readonly string[]).includes(field)
  );
}
