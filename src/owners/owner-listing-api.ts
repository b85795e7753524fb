// The listing editor's calls (ADR 040): the listing as its verified owner edits it, and the save.
import type { OwnerListingJson } from "./owner-edit-schema.ts";
import type { NameAddressChangeJson } from "./name-address-schema.ts";
import { apiFetch } from "../ui/api.ts";

const path = (storeId: string) => `/api/owner/grocery-stores/${encodeURIComponent(storeId)}`;

export const loadOwnerListing = (storeId: string) => apiFetch<OwnerListingJson>(path(storeId));

export const saveOwnerListing = (storeId: string, edit: Record<string, string | boolean>) =>
  apiFetch<{ listing: OwnerListingJson; changed: string[] }>(path(storeId), {
    method: "PUT",
    body: JSON.stringify(edit),
  });

/** A name or address change goes to an admin's review (ADR 044): answered with the pending proposal. */
export const proposeNameAddress = (storeId: string, proposal: Record<string, string>) =>
  apiFetch<{ pending: NameAddressChangeJson }>(`${path(storeId)}/name-address`, {
    method: "POST",
    body: JSON.stringify(proposal),
  });
