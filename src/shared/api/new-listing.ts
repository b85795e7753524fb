// GET /api/admin/new-listings: the review queue's JSON (ADR 024). Each entry is the admin's view of
// the store (so the store edit dialog takes it as it is) plus what the review needs.
import type { AdminStoreJson } from "./store.ts";

export interface NewListingJson extends AdminStoreJson {
  /** Why the spam rules flagged it; empty when nothing did. Flagged listings come last. */
  spamReasons: string[];
  /** Given on the listing form to hear the outcome; the rejection reason is mailed there. */
  listerEmail: string | null;
  /** The store's page, where the listing is already visible with its "not yet reviewed" mark. */
  url: string;
  /** Why an import left the store to an admin (ADR 035); null for a listing from the form. */
  reviewReason: string | null;
  /** Where an imported store came from ('usda-snap', 'osm'); null for a listing from the form. */
  dataSource: string | null;
  /** The name exactly as the source gave it; the admin may give the store another public name. */
  sourceName: string | null;
}

export interface ReviewGroupsJson {
  /** Towns with imported stores waiting, most first. */
  towns: { cityId: number; name: string; state: string; count: number }[];
  /** The import's reasons for review, most first. */
  reasons: { reason: string; count: number }[];
}

export interface NewListingQueueJson {
  listings: NewListingJson[];
  /** Every listing waiting, which may be more than the queue shows at once. */
  total: number;
  groups: ReviewGroupsJson;
}
