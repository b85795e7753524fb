// Form state rules for the listing form, pure so they can be tested: validate with the shared schema,
// first on submit and then on every change (spec section 5).
import { listingSchema, type ListingInput } from "../stores/listing-schema.ts";
import { validateFields, type FieldErrors } from "../platform/field-errors.ts";

export type ListingField =
  "name" | "address" | "zipCode" | "description" | "phone" | "website" | "hours" | "imageUrl" | "listerEmail";
export type ListingErrors = FieldErrors<ListingField>;

export const EMPTY_LISTING: Record<ListingField, string> = {
  name: "",
  address: "",
  zipCode: "",
  description: "",
  phone: "",
  website: "",
  hours: "",
  imageUrl: "",
  listerEmail: "",
};

export function validateListing(values: ListingInput): ListingErrors {
  return validateFields(listingSchema, values);
}

/** The existing listing's address from a 409 answer, if the server sent one. */
export function existingListingUrl(body: string): string | null {
  try {
    const url = (JSON.parse(body) as { error?: { existingUrl?: unknown } }).error?.existingUrl;
    return typeof url === "string" && url.startsWith("/grocery-stores/") ? url : null;
  } catch {
    return null;
  }
}
