// The claim form (spec sections 3 and 5): one schema for the island and the function. The island
// shows the spec's 'Missing Information' toast; these per-field messages sit under each field.
import { z } from "../platform/zod.ts";
import { honeypotField } from "../platform/honeypot.ts";
import { singleLineText, text } from "../platform/text.ts";
import { emailAddressSchema } from "../platform/email-address.ts";

const required = (message: string, max: number, label: string, line: typeof text = text) =>
  line({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters.`);

const optional = (max: number, label: string, line: typeof text = text) =>
  line()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Roles offered by the form; the server accepts only these, so the admin reads a known word. */
export const BUSINESS_ROLES = [
  "Owner",
  "Co-owner",
  "General manager",
  "Store manager",
  "Authorized representative",
] as const;

export const claimSchema = z.object({
  // A name and a phone are single lines (issue #43); the descriptions keep their line breaks.
  ownerName: required("Please enter your name.", 120, "Name", singleLineText),
  ownerEmail: emailAddressSchema,
  ownerPhone: optional(40, "Phone", singleLineText),
  businessRole: z.enum(BUSINESS_ROLES, { error: "Please choose your role in the business." }),
  // The spec names e-mail as the default and only method shown; it is also the one we can prove.
  verificationMethod: z.literal("email", { error: "Claims are verified by e-mail." }).default("email"),
  additionalInfo: optional(2000, "Additional information"),
  ownerDescription: required("Please describe your business.", 2000, "Business description"),
  // Honeypot, as on the listing form (see honeypot.ts).
  nectar: honeypotField,
});

export type ClaimInput = z.input<typeof claimSchema>;
export type Claim = z.output<typeof claimSchema>;

export const REQUIRED_CLAIM_FIELDS = ["ownerName", "ownerEmail", "businessRole", "ownerDescription"] as const;
export const ALREADY_CLAIMED =
  "This business has already been claimed. If you believe this is an error, please contact support.";
