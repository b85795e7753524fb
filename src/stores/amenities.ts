// The six amenities and offerings a store may state (ADR 060). Each is true or false once someone
// stated it (the lister, the owner, an admin) and null while nobody has: pages, structured data,
// badges and filters show and match only what is known, and only a true value as a badge.
import { z } from "../platform/zod.ts";

export const AMENITY_FIELDS = [
  "hasWifi",
  "hasParking",
  "petFriendly",
  "hasLocalProduce",
  "hasPreparedFoods",
  "hasOrganicOfferings",
] as const;
export type AmenityField = (typeof AMENITY_FIELDS)[number];

/** Words for each, as the listing form, the owner's editor and the admin's editor show them. */
export const AMENITY_LABELS: Record<AmenityField, string> = {
  hasWifi: "Wi-Fi",
  hasParking: "Parking",
  petFriendly: "Pet friendly",
  hasLocalProduce: "Local Produce",
  hasPreparedFoods: "Prepared Foods",
  hasOrganicOfferings: "Organic",
};

/** A stated value: yes or no. Left out, it stays as it was (unknown for a new listing). */
export const statedAmenity = z.boolean({ error: "Choose yes or no." }).optional();

/** The schema's shape for all six, with one rule for each. */
export const amenityShape = <T extends z.ZodType>(rule: T) =>
  Object.fromEntries(AMENITY_FIELDS.map((field) => [field, rule])) as Record<AmenityField, T>;
