// Shoppers' suggested edits (ADR 045): one schema for the store page's form (checks as you type)
// and the function (the real check), and the admin's decisions on them.
import { z } from "../validation/zod.ts";
import { text } from "../validation/text.ts";
import { honeypotField } from "../validation/honeypot.ts";
import { emailAddressSchema } from "../email-address.ts";

import {
  DUPLICATE_MESSAGE,
  KIND_MESSAGE,
  NOTE_MAX,
  SUGGESTION_KINDS,
  type SuggestionKind,
} from "./suggestion-kinds.ts";

export * from "./suggestion-kinds.ts";

const optionalText = (max: number, label: string) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const suggestionSchema = z
  .object({
    kind: z.enum(SUGGESTION_KINDS, { error: KIND_MESSAGE }),
    note: optionalText(NOTE_MAX, "The note"),
    // For a duplicate: the other listing's page address (a full URL or its path).
    duplicateOf: optionalText(300, "The other listing's address"),
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

export const SUGGESTION_STATUSES = ["open", "asked_owner", "accepted", "rejected"] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** One waiting suggestion as the admin's queue shows it. */
export interface AdminSuggestionJson {
  id: string;
  kind: SuggestionKind;
  note: string | null;
  hasEmail: boolean;
  status: "open" | "asked_owner";
  spamReasons: string[];
  createdAt: string;
  askedOwnerAt: string | null;
  /** When the owner saved their listing after being asked (confirming or correcting it). */
  ownerAnsweredAt: string | null;
  store: StoreRef & {
    phone: string | null;
    website: string | null;
    hours: string | null;
    address: string;
    hasOwner: boolean;
  };
  duplicateOf: StoreRef | null;
}

export interface StoreRef {
  id: string;
  name: string;
  cityName: string;
  state: string;
  href: string;
}

/** An admin's optional reason: rejecting a suggestion, closing a store. */
export const optionalReasonSchema = z.object({
  reason: optionalText(1000, "The reason"),
});
export const rejectSuggestionSchema = optionalReasonSchema;

/** Accepting a field kind needs the corrected value; the server checks it by the field's own rule. */
export const acceptSuggestionSchema = z.object({
  value: text({ error: "The corrected value must be text." })
    .trim()
    .max(300, "The corrected value must be at most 300 characters.")
    .optional(),
  // A duplicate: keep the listing the shopper named ("other", the default) or the reported one ("this").
  keep: z.enum(["other", "this"], { error: 'Choose which listing to keep: "other" or "this".' }).optional(),
});
