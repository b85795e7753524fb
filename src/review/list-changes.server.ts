// GET /api/admin/name-address-changes: owners' proposed name and address changes waiting for an
// admin, oldest first, each with the store as it is and the town its proposed ZIP code means.
import type { Db } from "../../db/client.ts";
import { listPendingProposals } from "./name-address-changes-queries.server.ts";
import { placeForZip } from "../towns/place-for-zip.server.ts";
import type { PendingNameAddressJson } from "../owners/name-address-schema.ts";
import { storeHref } from "../stores/store-view.ts";
import { serializeProposal } from "./serialize-name-address.server.ts";

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
