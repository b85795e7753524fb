// The "List Your Grocery Store" form: one schema for the island (validation as you type) and the
// function (the real check). Messages are the spec's where it gives them.
import { z } from "../platform/zod.ts";
import { webUrl, withScheme as addScheme } from "../platform/public-url.ts";
import { honeypotField } from "../platform/honeypot.ts";
import { singleLineText, text } from "../platform/text.ts";
import { emailAddressSchema } from "../platform/email-address.ts";
import { amenityShape, statedAmenity } from "./amenities.ts";

const optionalText = (max: number, label: string, line: typeof text = text) =>
  line()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * Accepts "millersmarket.com" as https://millersmarket.com; refuses javascript:, data:, and
 * anything that points inside a network (validation/public-url.ts).
 */
const optionalWebUrl = (label: string) =>
  webUrl(label, { max: 500, bareDomains: true })
    .optional()
    .transform((v) => (v ? v : undefined));

export const listingSchema = z.object({
  // Single-line text (issue #43): a name or address never holds a line break or control character.
  name: singleLineText({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(120, "Name must be at most 120 characters."),
  address: singleLineText({ error: "Address is required" })
    .trim()
    .min(1, "Address is required")
    .max(200, "Address must be at most 200 characters."),
  zipCode: singleLineText({ error: "Please enter a valid ZIP code (e.g., 71301 or 71301-1234)" })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "Please enter a valid ZIP code (e.g., 71301 or 71301-1234)"),
  description: optionalText(2000, "Description"),
  phone: optionalText(40, "Phone", singleLineText),
  website: optionalWebUrl("Website"),
  hours: optionalText(300, "Hours", singleLineText),
  imageUrl: optionalWebUrl("Image URL"),
  // Not in the spec's form: optional, only to tell the lister how the review went (ADR 024).
  listerEmail: text()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(emailAddressSchema.optional()),
  // Not in the spec's form: what the lister says the store offers (ADR 060). The form sends only
  // the boxes ticked (true); anything not sent stays unknown, never "no".
  ...amenityShape(statedAmenity),
  // Honeypot: invisible to people, irresistible to form-filling bots (see honeypot.ts).
  nectar: honeypotField,
});

export type ListingInput = z.input<typeof listingSchema>;
export type Listing = z.output<typeof listingSchema>;

export function withScheme(url: string | null | undefined): string | undefined {
  return url ? addScheme(url) : undefined;
}
