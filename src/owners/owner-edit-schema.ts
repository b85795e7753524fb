// What a store's verified owner may change on their listing (issue #28, slice 2; ADR 040): the
// owner's description, phone, website, opening hours and the amenity and offer badges. One schema for
// the edit screen (validation as you type) and the function (the real check). A field left out stays
// as it is; a text field sent blank is emptied (null). Name and address are not here: they wait for
// an admin's review (a later slice).
import type { OwnerSuggestionJson } from "../review/suggestion-kinds.ts";
import { z } from "../platform/zod.ts";
import { singleLineText, text } from "../platform/text.ts";
import { listingSchema } from "../stores/listing-schema.ts";
import { AMENITY_FIELDS, AMENITY_LABELS, amenityShape, statedAmenity } from "../stores/amenities.ts";
import { parseOpeningHours } from "../stores/opening-hours.ts";
import type { NameAddressChangeJson } from "./name-address-schema.ts";

export const OWNER_TEXT_FIELDS = ["ownerDescription", "phone", "website", "hours"] as const;
export const OWNER_BADGES = [...AMENITY_FIELDS, "acceptsSnap"] as const;
export const OWNER_FIELDS = [...OWNER_TEXT_FIELDS, ...OWNER_BADGES] as const;
export type OwnerField = (typeof OWNER_FIELDS)[number];

/** Words for each field, in the edit screen, the admin's history and the owner's mail. */
export const OWNER_FIELD_LABELS: Record<OwnerField, string> = {
  ownerDescription: "Description",
  phone: "Phone",
  website: "Website",
  hours: "Opening hours",
  ...AMENITY_LABELS,
  acceptsSnap: "SNAP",
};

export const isOwnerField = (key: string): key is OwnerField => (OWNER_FIELDS as readonly string[]).includes(key);

/**
 * The fields a store's history shows: the owner's, the address, which an admin changes by accepting
 * a shopper's suggestion (ADR 045), and the photos (ADR 046).
 */
export const HISTORY_FIELD_LABELS: Record<OwnerField | "address" | "photos", string> = {
  ...OWNER_FIELD_LABELS,
  address: "Address",
  photos: "Photos",
};
export type HistoryField = keyof typeof HISTORY_FIELD_LABELS;
export const isHistoryField = (key: string): key is HistoryField => Object.hasOwn(HISTORY_FIELD_LABELS, key);

export const PHONE_MESSAGE = "Phone must be a US phone number with its area code, like 507-555-0100.";
export const HOURS_MESSAGE =
  "We couldn't read these opening hours. Set them day by day, or write them like Mo-Sa 08:00-20:00; Su off.";

/** Ten digits (or 11 starting with 1), written with spaces, dashes, dots or brackets; an extension may follow. */
export function isPhoneNumber(value: string): boolean {
  const match = /^([+\d\s().-]+?)(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i.exec(value.trim());
  if (!match) return false;
  const digits = match[1]!.replace(/\D/g, "");
  return digits.length === 10 || (digits.length === 11 && digits.startsWith("1"));
}

function blankToNull(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const edit: Record<string, unknown> = { ...input };
  for (const key of OWNER_TEXT_FIELDS) if (typeof edit[key] === "string" && !edit[key].trim()) edit[key] = null;
  return edit;
}

export const ownerEditSchema = z.preprocess(
  blankToNull,
  z
    .strictObject(
      {
        ownerDescription: text({ error: "Description must be text." })
          .trim()
          .max(2000, "Description must be at most 2000 characters.")
          .nullable()
          .optional(),
        phone: singleLineText({ error: PHONE_MESSAGE })
          .trim()
          .max(40, "Phone must be at most 40 characters.")
          .refine(isPhoneNumber, PHONE_MESSAGE)
          .nullable()
          .optional(),
        // The listing form's rule: public web addresses only; "millersmarket.com" means https://.
        website: listingSchema.shape.website.nullable(),
        hours: singleLineText({ error: HOURS_MESSAGE })
          .trim()
          .max(300, "Opening hours must be at most 300 characters.")
          .refine((value) => parseOpeningHours(value) !== null, HOURS_MESSAGE)
          .nullable()
          .optional(),
        ...amenityShape(statedAmenity),
        acceptsSnap: statedAmenity,
      },
      {
        error: (issue) =>
          issue.code === "unrecognized_keys"
            ? "Only the description, phone, website, opening hours and badges can be changed here."
            : undefined,
      },
    )
    .refine((edit) => Object.values(edit).some((value) => value !== undefined), "Nothing to change."),
);

export type OwnerEdit = z.output<typeof ownerEditSchema>;

/** The listing as its owner edits it. */
export type OwnerListingJson = {
  id: string;
  name: string;
  /** Changed only through an admin's review (name-address-schema.ts, ADR 044). */
  address: string;
  zipCode: string;
  /** The owner's name/address proposal waiting for an admin, if any. */
  pendingNameAddress: NameAddressChangeJson | null;
  cityName: string;
  state: string;
  confirmedAt: string;
  confirmedBy: string;
  /** What shoppers suggested that an admin asked the owner to confirm or correct (ADR 045). */
  suggestions?: OwnerSuggestionJson[];
} & { [K in (typeof OWNER_TEXT_FIELDS)[number]]: string | null } & {
  // An amenity is null while nobody has stated it (ADR 060); SNAP is always known.
  [K in (typeof OWNER_BADGES)[number]]: K extends "acceptsSnap" ? boolean : boolean | null;
};

export const revertSchema = z.object({
  reason: text({ error: "Please enter a reason for the revert: the owner is told." })
    .trim()
    .min(1, "Please enter a reason for the revert: the owner is told.")
    .max(1000, "The reason must be at most 1000 characters."),
});

/**
 * One audited owner change (or an admin's revert of one, or a change an admin made by accepting a
 * shopper's suggestion, ADR 045), as the admin's store history shows it.
 */
export interface OwnerChangeJson {
  id: number;
  /** "photo": a photo added, deleted, reordered (by the owner) or removed (by an admin); not revertible. */
  kind: "owner_edit" | "revert" | "suggestion" | "photo";
  field: HistoryField;
  before: string | boolean | null;
  after: string | boolean | null;
  /** The owner's address, or "admin". */
  actor: string;
  at: string;
  /** A revert's (or an admin's photo removal's) reason, and the change a revert undid. */
  reason: string | null;
  revertsChangeId: number | null;
  /** For an owner change: the revert that undid it, if any. */
  revertedBy: number | null;
}
