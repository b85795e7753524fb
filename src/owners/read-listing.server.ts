// GET /api/owner/grocery-stores/{id}: the fields the verified owner edits, as they are now.
import type { Db } from "../../db/client.ts";
import { getAdminStore } from "../admin/admin-stores-queries.server.ts";
import type { StoreRow } from "../stores/stores-queries.server.ts";
import { pendingProposal } from "../review/name-address-changes-queries.server.ts";
import { askedOwnerSuggestions } from "../review/suggestions-queries.server.ts";
import type { NameAddressChange } from "../../db/schema.ts";
import { serializeProposal } from "../review/serialize-name-address.server.ts";
import { notFound } from "../platform/errors.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { OWNER_FIELDS, type OwnerListingJson } from "./owner-edit-schema.ts";
import type { OwnerSuggestionJson, SuggestionKind } from "../review/suggestion-kinds.ts";

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

/** What an admin asked the owner to confirm or correct (ADR 045): never who suggested it. */
async function ownerSuggestions(db: Db, storeId: string): Promise<OwnerSuggestionJson[]> {
  return (await askedOwnerSuggestions(db, storeId)).map((s) => ({
    id: s.id,
    kind: s.kind as SuggestionKind,
    note: s.note,
    askedAt: (s.askedOwnerAt ?? s.createdAt).toISOString(),
  }));
}

export async function readOwnerListing(db: Db, storeId: string): Promise<OwnerListingJson> {
  const row = await getAdminStore(db, storeId);
  if (!row || row.deletedAt || row.mergedIntoId) throw notFound(STORE_NOT_FOUND);
  const listing = serializeOwnerListing(row, await pendingProposal(db, storeId));
  return { ...listing, suggestions: await ownerSuggestions(db, storeId) };
}
