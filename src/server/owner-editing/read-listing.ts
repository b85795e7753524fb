// GET /api/owner/grocery-stores/{id}: the fields the verified owner edits, as they are now.
import type { Db } from "../../../db/client.ts";
import { getAdminStore } from "../../../db/queries/admin-stores.ts";
import type { StoreRow } from "../../../db/queries/stores.ts";
import { pendingProposal } from "../../../db/queries/name-address-changes.ts";
import type { NameAddressChange } from "../../../db/schema.ts";
import { serializeProposal } from "../name-address-review/serialize.ts";
import { notFound } from "../http/errors.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.ts";
import { OWNER_FIELDS, type OwnerListingJson } from "../../shared/owner-editing/owner-edit-schema.ts";

export function serializeOwnerListing(row: StoreRow, pending?: NameAddressChange): OwnerListingJson {
  const fields = Object.fromEntries(OWNER_FIELDS.map((field) => [field, row[field]]));
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    zipCode: row.zipCode,
    pendingNameAddress: pending ? serializeProposal(pending) : null,
    cityName: row.cityName,
    state: row.state,
    confirmedAt: row.confirmedAt.toISOString(),
    confirmedBy: row.confirmedBy,
    ...fields,
  } as OwnerListingJson;
}

export async function readOwnerListing(db: Db, storeId: string): Promise<OwnerListingJson> {
  const row = await getAdminStore(db, storeId);
  if (!row || row.deletedAt || row.mergedIntoId) throw notFound(STORE_NOT_FOUND);
  return serializeOwnerListing(row, await pendingProposal(db, storeId));
}
