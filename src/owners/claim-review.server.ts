// What both of the admin's decisions on a verified claim need: the claim id from the route, the
// locked pending claim, and the names the decision mails use.
import type { Db, Tx } from "../../db/client.ts";
import { getAdminStore } from "../admin/admin-stores-queries.server.ts";
import { lockClaimWithStore } from "./claims-queries.server.ts";
import type { BusinessClaim } from "../../db/schema.ts";
import { storeHref } from "../stores/store-view.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { isUuid } from "../stores/identifier.server.ts";

export const CLAIM_NOT_FOUND = "Claim not found.";

export function requireClaimId(raw: string | undefined): string {
  if (!raw || !isUuid(raw)) throw notFound(CLAIM_NOT_FOUND);
  return raw.toLowerCase();
}

export async function lockPendingClaim(tx: Tx, id: string): Promise<BusinessClaim> {
  const claim = await lockClaimWithStore(tx, id);
  if (!claim || claim.status === "unverified") throw notFound(CLAIM_NOT_FOUND);
  if (claim.status !== "pending") throw new ApiError("conflict", `This claim was already ${claim.status}.`);
  return claim;
}

export const storeNames = async (db: Db, storeId: string) => {
  const store = (await getAdminStore(db, storeId))!;
  return { storeName: store.name, cityName: store.cityName, state: store.state, url: storeHref(store) };
};
