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
}

export interface NewListingQueueJson {
  listings: NewListingJson[];
  /** Every listing waiting, which may be more than the queue shows at once. */
  total: number;
}
