// What a shopper can say is wrong with a listing (ADR 045), with no zod: the store page's island
// imports only this, so the page's JavaScript stays small; the schema (suggestion-schema.ts) builds on it.
export const SUGGESTION_KINDS = [
  "phone",
  "hours",
  "website",
  "address",
  "closed",
  "not_independent",
  "duplicate",
] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** What is wrong, in the shopper's words (the form's choices) and the admin's queue. */
export const SUGGESTION_KIND_LABELS: Record<SuggestionKind, string> = {
  phone: "The phone number is wrong",
  hours: "The opening hours are wrong",
  website: "The website is wrong",
  address: "The address is wrong",
  closed: "The store has closed for good",
  not_independent: "It is not an independent grocery",
  duplicate: "It is a duplicate of another listing",
};

/** The kinds whose acceptance changes one field, to the value the admin enters. */
export const FIELD_KINDS = ["phone", "hours", "website", "address"] as const satisfies readonly SuggestionKind[];
export type FieldKind = (typeof FIELD_KINDS)[number];
export const isFieldKind = (kind: string): kind is FieldKind => (FIELD_KINDS as readonly string[]).includes(kind);

/**
 * The optional note's label and hint for each kind (issue #49): "What should it say?" only where
 * there is a value to correct; a closure or a duplicate has none.
 */
export function noteField(kind: string): { label: string; hint: string } {
  if (kind === "closed")
    return { label: "How do you know? (optional)", hint: "A sign on the door, or when it closed, for example." };
  if (kind === "not_independent") {
    return { label: "Who runs it? (optional)", hint: "The chain or company it belongs to, for example." };
  }
  if (kind === "duplicate")
    return { label: "Anything else we should know? (optional)", hint: "Which listing is right, for example." };
  return { label: "What should it say? (optional)", hint: "The right phone number or hours, for example." };
}

export const KIND_MESSAGE = "Please choose what is wrong.";
export const DUPLICATE_MESSAGE =
  "Please give the address of the other listing's page, like /grocery-stores/town-st/store.";
export const NOTE_MAX = 1000;

/** What a shopper reported, as the store's owner sees it on their edit screen (no e-mail, no network). */
export interface OwnerSuggestionJson {
  id: string;
  kind: SuggestionKind;
  note: string | null;
  askedAt: string;
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
