// The admin's merge calls (ADR 044): find the listing to keep, and merge this one into it.
import type { DuplicateOwnerChoice } from "./merge-owner-rule.ts";
import type { MergePreviewJson, MergeResultJson } from "./merge-schema.ts";
import { adminFetch } from "./admin-api.ts";
import type { AdminStore, StorePage } from "./admin-store-types.ts";

/** Listings an admin may keep instead of `duplicateId`: found by the store list's own search. */
export async function findSurvivors(q: string, duplicateId: string, signal?: AbortSignal): Promise<AdminStore[]> {
  const params = new URLSearchParams({ q, page: "1", pageSize: "10" });
  const page = await adminFetch<StorePage>(`/api/admin/grocery-stores?${params}`, { signal });
  return page.stores.filter((store) => store.id !== duplicateId && store.isActive);
}

const mergePath = (duplicateId: string) => `/api/admin/grocery-stores/${encodeURIComponent(duplicateId)}/merge`;

/** What the merge would do to the two listings' owners (ADR 059), shown before the admin decides. */
export const previewMerge = (duplicateId: string, survivorId: string, signal?: AbortSignal) =>
  adminFetch<MergePreviewJson>(`${mergePath(duplicateId)}?${new URLSearchParams({ survivorId })}`, { signal });

export const mergeInto = (
  duplicateId: string,
  survivorId: string,
  reason: string,
  duplicateOwner: DuplicateOwnerChoice = "review",
) =>
  adminFetch<MergeResultJson>(mergePath(duplicateId), {
    method: "POST",
    body: JSON.stringify({ survivorId, reason, duplicateOwner }),
  });
