// The admin's merge calls (ADR 044): find the listing to keep, and merge this one into it.
import type { MergeResultJson } from "../../../shared/admin/merge-schema.ts";
import { adminFetch } from "../admin-api.ts";
import type { AdminStore, StorePage } from "./types.ts";

/** Listings an admin may keep instead of `duplicateId`: found by the store list's own search. */
export async function findSurvivors(q: string, duplicateId: string, signal?: AbortSignal): Promise<AdminStore[]> {
  const params = new URLSearchParams({ q, page: "1", pageSize: "10" });
  const page = await adminFetch<StorePage>(`/api/admin/grocery-stores?${params}`, { signal });
  return page.stores.filter((store) => store.id !== duplicateId && store.isActive);
}

export const mergeInto = (duplicateId: string, survivorId: string, reason: string) =>
  adminFetch<MergeResultJson>(`/api/admin/grocery-stores/${encodeURIComponent(duplicateId)}/merge`, {
    method: "POST",
    body: JSON.stringify({ survivorId, reason }),
  });
