// What both of the admin's decisions on a new listing need: the id from the route, and the listing
// locked for the transaction, so a concurrent approve and reject cannot both win (the second is a 409).
import type { Tx } from "../../db/client.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import type { GroceryStore } from "../../db/schema.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { isUuid } from "../stores/identifier.server.ts";

export const LISTING_NOT_FOUND = "Listing not found.";

export function requireListingId(raw: string | undefined): string {
  if (!raw || !isUuid(raw)) throw notFound(LISTING_NOT_FOUND);
  return raw.toLowerCase();
}

export async function lockPendingListing(tx: Tx, id: string): Promise<GroceryStore> {
  const store = await getStoreForUpdate(tx, id);
  if (!store) throw notFound(LISTING_NOT_FOUND);
  if (store.deletedAt) throw new ApiError("conflict", "This listing has been deleted.");
  if (store.reviewStatus !== "pending")
    throw new ApiError("conflict", `This listing was already ${store.reviewStatus}.`);
  return store;
}
