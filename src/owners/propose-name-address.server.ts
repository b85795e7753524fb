// POST /api/owner/grocery-stores/{id}/name-address: the verified owner proposes a new name, street
// address or ZIP code (ADR 044). Nothing public changes: the proposal waits for an admin in /admin
// (it replaces the store's earlier pending one), audited with the owner as actor.
import type { Db } from "../../db/client.ts";
import { insertProposal, NAME_ADDRESS_PROPOSED_ACTION } from "../review/name-address-changes-queries.server.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { recordAudit } from "../admin/audit.server.ts";
import { placeForZip } from "../towns/place-for-zip.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { changedFields, type NameAddressChangeJson, type NameAddressProposal } from "./name-address-schema.ts";
import { serializeProposal } from "../review/serialize-name-address.server.ts";

export const UNKNOWN_ZIP = "We couldn't find that ZIP code. Please check it and try again.";
export const NOTHING_TO_PROPOSE = "That is the listing's name and address already: nothing to review.";

export async function proposeNameAddress(
  db: Db,
  storeId: string,
  ownerEmail: string,
  proposal: NameAddressProposal,
): Promise<NameAddressChangeJson> {
  if (proposal.zipCode !== undefined && !placeForZip(proposal.zipCode)) {
    throw new ApiError("validation_failed", UNKNOWN_ZIP, { fields: { zipCode: UNKNOWN_ZIP } });
  }
  return db.transaction(async (tx) => {
    const store = await getStoreForUpdate(tx, storeId);
    if (!store || store.deletedAt || store.mergedIntoId) throw notFound(STORE_NOT_FOUND);
    const before = { name: store.name, address: store.address, zipCode: store.zipCode };
    const proposed = { ...before, ...proposal };
    if (changedFields({ before, proposed }).length === 0) throw new ApiError("validation_failed", NOTHING_TO_PROPOSE);
    const row = await insertProposal(tx, {
      groceryStoreId: storeId,
      proposedBy: ownerEmail,
      nameBefore: before.name,
      addressBefore: before.address,
      zipCodeBefore: before.zipCode,
      ...proposed,
    });
    await recordAudit(tx, {
      actor: ownerEmail,
      action: NAME_ADDRESS_PROPOSED_ACTION,
      entityType: "grocery_store",
      entityId: storeId,
      before,
      after: { ...proposed, changeId: row.id },
    });
    return serializeProposal(row);
  });
}
