// Shoppers' suggested edits (ADR 045): the function's check of a suggestion and of the admin's
// decisions. The store page's form imports only the zod-free suggestion-kinds.ts (its two local
// checks use the same messages) and shows the server's field messages for the rest.
import { z } from "../platform/zod.ts";
import { singleLineText, text } from "../platform/text.ts";
import { honeypotField } from "../platform/honeypot.ts";
import { emailAddressSchema } from "../platform/email-address.ts";
import { DUPLICATE_MESSAGE, KIND_MESSAGE, NOTE_MAX, SUGGESTION_KINDS } from "./suggestion-kinds.ts";

export * from "./suggestion-kinds.ts";

const optionalText = (max: number, label: string, line: typeof text = text) =>
  line()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const suggestionSchema = z
  .object({
    kind: z.enum(SUGGESTION_KINDS, { error: KIND_MESSAGE }),
    note: optionalText(NOTE_MAX, "The note"),
    // For a duplicate: the other listing's page address (a full URL or its path).
    duplicateOf: optionalText(300, "The other listing's address", singleLineText),
    email: text()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(emailAddressSchema.optional()),
    nectar: honeypotField,
  })
  .superRefine((value, ctx) => {
    if (value.kind === "duplicate" && !value.duplicateOf) {
      ctx.addIssue({ code: "custom", path: ["duplicateOf"], message: DUPLICATE_MESSAGE });
    }
  });

export type SuggestionInput = z.input<typeof suggestionSchema>;
export type Suggestion = z.output<typeof suggestionSchema>;

/** The store identifier inside a page address: "https://site/grocery-stores/a-mn/b" -> "a-mn/b". */
export function storeIdentifierFromAddress(address: string): string | null {
  const trimmed = address.trim();
  let path = trimmed;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      path = new URL(trimmed).pathname;
    } catch {
      return null;
    }
  }
  const match = /^\/?grocery-stores\/(.+?)\/?$/.exec(path.split(/[?#]/)[0]!);
  return match ? match[1]! : null;
}

/** An admin's optional reason: rejecting a suggestion, closing a store. */
export const optionalReasonSchema = z.object({
  reason: optionalText(1000, "The reason"),
});
export const rejectSuggestionSchema = optionalReasonSchema;

/** Accepting a field kind needs the corrected value; the server checks it by the field's own rule. */
export const acceptSuggestionSchema = z.object({
  // A phone, opening hours, a website or an address: each one line (issue #43).
  value: singleLineText({ error: "The corrected value must be text." })
    .trim()
    .max(300, "The corrected value must be at most 300 characters.")
    .optional(),
  // A duplicate: keep the listing the shopper named ("other", the default) or the reported one ("this").
  keep: z.enum(["other", "this"], { error: 'Choose which listing to keep: "other" or "this".' }).optional(),
});
