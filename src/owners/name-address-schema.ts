// A verified owner's name or address change (issue #28, ADR 044). These move the page's address and
// could hijack a listing, so they are proposed here and applied only when an admin approves. One
// schema for the edit screen and the function; the listing form's rules for each field. A field left
// out stays as it is; the town follows the ZIP code, as when listing.
import { z } from "../platform/zod.ts";
import { text } from "../platform/text.ts";
import { listingSchema } from "../stores/listing-schema.ts";

export const NAME_ADDRESS_FIELDS = ["name", "address", "zipCode"] as const;
export type NameAddressField = (typeof NAME_ADDRESS_FIELDS)[number];

export const NAME_ADDRESS_LABELS: Record<NameAddressField, string> = {
  name: "Store name",
  address: "Street address",
  zipCode: "ZIP code",
};

const { name, address, zipCode } = listingSchema.shape;

export const nameAddressProposalSchema = z
  .strictObject(
    { name: name.optional(), address: address.optional(), zipCode: zipCode.optional() },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? "Only the name, street address and ZIP code are proposed here."
          : undefined,
    },
  )
  .refine((proposal) => Object.values(proposal).some((value) => value !== undefined), "Nothing to change.");

export type NameAddressProposal = z.output<typeof nameAddressProposalSchema>;

export const REJECT_REASON_REQUIRED = "Please enter a reason for the rejection: the owner is told.";

export const rejectNameAddressSchema = z.strictObject({
  reason: text({ error: REJECT_REASON_REQUIRED })
    .trim()
    .min(1, REJECT_REASON_REQUIRED)
    .max(1000, "The reason must be at most 1000 characters."),
});

export type NameAddressStatus = "pending" | "approved" | "rejected" | "withdrawn";

export interface NameAndAddress {
  name: string;
  address: string;
  zipCode: string;
}

/** One proposal, as the owner's editor, the admin's queue and the store's history show it. */
export interface NameAddressChangeJson {
  id: string;
  storeId: string;
  status: NameAddressStatus;
  proposedBy: string;
  proposedAt: string;
  before: NameAndAddress;
  proposed: NameAndAddress;
  reviewedAt: string | null;
  rejectionReason: string | null;
}

/** A pending proposal in the admin's queue: the store as it is, and the town the new ZIP code means. */
export interface PendingNameAddressJson extends NameAddressChangeJson {
  storeName: string;
  storeUrl: string;
  cityName: string;
  state: string;
  /** "Mankato, MN" for the proposed ZIP code; null when the offline table does not know it. */
  proposedTown: string | null;
}

/** The fields this proposal changes. */
export const changedFields = (change: Pick<NameAddressChangeJson, "before" | "proposed">): NameAddressField[] =>
  NAME_ADDRESS_FIELDS.filter((field) => change.before[field] !== change.proposed[field]);
