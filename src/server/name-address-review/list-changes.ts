// GET /api/admin/name-address-changes: owners' proposed name and address changes waiting for an
// admin, oldest first, each with the store as it is and the town its proposed ZIP code means.
import type { Db } from "../../../db/client.ts";
import { listPendingProposals } from "../../../db/queries/name-address-changes.ts";
import { placeForZip } from "../cities/place-for-zip.ts";
import type { PendingNameAddressJson } from "../../shared/owner-editing/name-address-schema.ts";
import { storeHref } from "../../shared/stores/store-view.ts";
import { serializeProposal } from "./serialize.ts";

export async function listPendingChanges(db: Db): Promise<PendingNameAddressJson[]> {
  const rows = await listPendingProposals(db);
  return rows.map(({ change, storeName, slug, citySlug, cityName, state }) => {
    const place = placeForZip(change.zipCode);
    return {
      ...serializeProposal(change),
      storeName,
      storeUrl: storeHref({ id: change.groceryStoreId, slug, citySlug }),
      cityName,
      state,
      proposedTown: place ? `${place.city}, ${place.state}` : null,
    };
  });
}
