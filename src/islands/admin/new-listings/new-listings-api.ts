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

/** Every imported store waiting in one town or for one reason, approved or rejected at once (ADR 035). */
export const decideMany = (
  body: { action: "approve" | "reject"; rejectionReason?: string } & ({ cityId: number } | { reviewReason: string }),
) =>
  adminFetch<{ decided: number }>("/api/admin/new-listings/bulk", {
    method: "POST",
    body: JSON.stringify(body),
  });

/** Where an imported store came from, as the admin reads it. */
export function sourceLabel(dataSource: string | null): string {
  if (dataSource === "usda-snap") return "USDA SNAP retailer import";
  if (dataSource === "osm") return "OpenStreetMap expansion";
  return dataSource ?? "the listing form";
}
