// The review queue's calls (ADR 024, 063).
import type { NewListingJson, NewListingQueueJson } from "./new-listing-json.ts";
import { queueSearch } from "./queue-query.ts";
import { adminFetch } from "../admin/admin-api.ts";
import { readerDate } from "../platform/dates.ts";

export type { NewListingJson, NewListingQueueJson };

/** The page, sort and filters the admin chose; unset filters are left out of the address. */
export interface QueueView {
  page: number;
  pageSize: number;
  sort: string;
  state?: string;
  town?: string;
  reason?: string;
  band?: string;
}

export const loadQueue = (view: QueueView) =>
  adminFetch<NewListingQueueJson>(`/api/admin/new-listings${queueSearch({ ...view })}`);

/** What every decision answers with: the id that undoes it, and until when. */
export interface Decided {
  actionId: string | null;
  undoUntil: string | null;
}

export const approveListing = (id: string) =>
  adminFetch<Decided>(`/api/admin/new-listings/${encodeURIComponent(id)}/approve`, { method: "POST" });

export const rejectListing = (id: string, reason: string) =>
  adminFetch<Decided & { mailed: boolean }>(`/api/admin/new-listings/${encodeURIComponent(id)}/reject`, {
    method: "POST",
    body: JSON.stringify({ reason }),
  });

export const undoDecision = (actionId: string) =>
  adminFetch<{ restored: number; skipped: number; mailsCancelled: number }>("/api/admin/new-listings/undo", {
    method: "POST",
    body: JSON.stringify({ actionId }),
  });

export function submittedAt(iso: string): string {
  return readerDate(iso, "date-time");
}

export type BulkGroup = { cityId: number } | { reviewReason: string };

export interface BulkPreview {
  count: number;
  first: { id: string; name: string; cityName: string; state: string }[];
}

/** How many stores a bulk decision would touch, and the first by name (ADR 063). */
export const previewMany = (group: BulkGroup) =>
  adminFetch<BulkPreview>(`/api/admin/new-listings/bulk${queueSearch({ ...group })}`);

/** Every imported store waiting in one town or for one reason, approved or rejected at once (ADR 035). */
export const decideMany = (
  body: { action: "approve" | "reject"; rejectionReason?: string; expectedCount: number } & BulkGroup,
) =>
  adminFetch<Decided & { decided: number }>("/api/admin/new-listings/bulk", {
    method: "POST",
    body: JSON.stringify(body),
  });

/** Where an imported store came from, as the admin reads it. */
export function sourceLabel(dataSource: string | null): string {
  if (dataSource === "usda-snap") return "USDA SNAP retailer import";
  if (dataSource === "osm") return "OpenStreetMap expansion";
  return dataSource ?? "the listing form";
}
