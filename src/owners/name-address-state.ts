// The owner's name and address form as plain data (ADR 044): what it starts from, and the proposal it
// sends (only the fields that differ from the listing), checked by the shared schema.
import {
  NAME_ADDRESS_FIELDS,
  nameAddressProposalSchema,
  type NameAddressField,
  type NameAndAddress,
} from "./name-address-schema.ts";
import type { OwnerListingJson } from "./owner-edit-schema.ts";
import { validateFields, type FieldErrors } from "../platform/field-errors.ts";

export type NameAddressErrors = FieldErrors<NameAddressField | "body">;

/** The listing as it is; a pending proposal is shown beside it, not in the fields. */
export const nameAddressOf = (listing: OwnerListingJson): NameAndAddress => ({
  name: listing.name,
  address: listing.address,
  zipCode: listing.zipCode,
});

export function proposalFromForm(form: NameAndAddress, current: NameAndAddress): Partial<NameAndAddress> {
  return Object.fromEntries(NAME_ADDRESS_FIELDS.filter((f) => form[f].trim() !== current[f]).map((f) => [f, form[f]]));
}

export const validateNameAddress = (form: NameAndAddress, current: NameAndAddress): NameAddressErrors =>
  validateFields(nameAddressProposalSchema, proposalFromForm(form, current));
