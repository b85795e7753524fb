// A name/address proposal as JSON (ADR 044).
import type { NameAddressChange } from "../../db/schema.ts";
import type { NameAddressChangeJson, NameAddressStatus } from "../owners/name-address-schema.ts";

export const serializeProposal = (row: NameAddressChange): NameAddressChangeJson => ({
  id: row.id,
  storeId: row.groceryStoreId,
  status: row.status as NameAddressStatus,
  proposedBy: row.proposedBy,
  proposedAt: row.createdAt.toISOString(),
  before: { name: row.nameBefore, address: row.addressBefore, zipCode: row.zipCodeBefore },
  proposed: { name: row.name, address: row.address, zipCode: row.zipCode },
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  rejectionReason: row.rejectionReason,
});
