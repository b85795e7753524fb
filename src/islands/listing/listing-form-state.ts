// Form state rules for the listing form, pure so they can be tested: validate with the shared schema,
// first on submit and then on every change (spec section 5).
import { listingSchema, type ListingInput } from "../../shared/stores/listing-schema.ts";

export type ListingField = "name" | "address" | "zipCode" | "description" | "phone" | "website" | "hours" | "imageUrl";
export type FieldErrors = Partial<Record<ListingField, string>>;

export const EMPTY_LISTING: Record<ListingField, string> = {
  name: "",
  address: "",
  zipCode: "",
  description: "",
  phone: "",
  website: "",
  hours: "",
  imageUrl: "",
};

export function validateListing(values: ListingInput): FieldErrors {
  const result = listingSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ListingField;
    errors[field] ??= issue.message;
  }
  return errors;
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
