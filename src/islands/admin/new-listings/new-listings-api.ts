// The review queue's calls (ADR 024).
import type { NewListingJson, NewListingQueueJson } from "../../../shared/api/new-listing.ts";
import { adminFetch } from "../admin-api.ts";

export type { NewListingJson, NewListingQueueJson };

export const loadQueue = () => adminFetch<NewListingQueueJson>("/api/admin/new-listings");

export const approveListing = (id: string) =>
  adminFetch(`/api/admin/new-listings/${encodeURIComponent(id)}/approve`, { method: "POST" });

export const rejectListing = (id: string, reason: string) =>
  adminFetch(`/api/admin/new-listings/${encodeURIComponent(id)}/reject`, {
    method: "POST",
    body: JSON.stringify({ reason }),
  });

export function submittedAt(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}
