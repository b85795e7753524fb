// The "List Your Grocery Store" form: one schema for the island (validation as you type) and the
// function (the real check). Messages are the spec's where it gives them.
import { z } from "zod";
import { text } from "../validation/text.ts";

const optionalText = (max: number, label: string) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Accepts "millersmarket.com" as https://millersmarket.com; refuses javascript:, data: and the like. */
const optionalWebUrl = (label: string) =>
  optionalText(500, label).refine((value) => {
    if (!value) return true;
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(withScheme);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, `${label} must be a web address starting with http:// or https://`);

export const listingSchema = z.object({
  name: text({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(120, "Name must be at most 120 characters."),
  address: text({ error: "Address is required" })
    .trim()
    .min(1, "Address is required")
    .max(200, "Address must be at most 200 characters."),
  zipCode: text({ error: "Please enter a valid ZIP code (e.g., 71301 or 71301-1234)" })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "Please enter a valid ZIP code (e.g., 71301 or 71301-1234)"),
  description: optionalText(2000, "Description"),
  phone: optionalText(40, "Phone"),
  website: optionalWebUrl("Website"),
  hours: optionalText(300, "Hours"),
  imageUrl: optionalWebUrl("Image URL"),
  // Honeypot: invisible to people, irresistible to form-filling bots.
  company: text().max(200).optional(),
});

export type ListingInput = z.input<typeof listingSchema>;
export type Listing = z.output<typeof listingSchema>;

export function withScheme(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
}
