// GET /api/admin/new-listings: the review queue's JSON (ADR 024). Each entry is the admin's view of
// the store (so the store edit dialog takes it as it is) plus what the review needs.
import type { FacetJson, QueuePageJson } from "./queue-query.ts";
import type { AdminStoreJson } from "../stores/store-json.ts";

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
  /** How likely a real independent grocer, 0-100 (src/review/review-confidence-queries.server.ts, ADR 063). */
  confidence: number;
  /** Shoppers' answers on the store's page (ADR 063): the evidence when they sent it back to review. */
  shopperAnswers: ShopperAnswerCountsJson;
  /** Its ZIP code's class by the scope rule, in words ("ZIP 96720, RUCA 4 (micropolitan)"; ADR 064). */
  scope: string;
  /** The records the store was found as, newest authorisation first (ADR 061): the import's evidence. */
  sourceRecords: SourceRecordJson[];
}

export interface SourceRecordJson {
  /** 'usda-snap' or 'osm'. */
  source: string;
  recordId: string;
  /** USDA's store type as the file gave it ("Small Grocery Store"), when the layout has one. */
  storeType: string | null;
  name: string;
  address: string | null;
  authorizedOn: string | null;
  endedOn: string | null;
  /** What the import's rules said of the record, and why. */
  decision: string | null;
  reason: string | null;
}

export interface ShopperAnswerCountsJson {
  yes: number;
  notGrocery: number;
  closed: number;
}

export interface ReviewGroupsJson {
  /** Towns with imported stores waiting, most first. */
  towns: { cityId: number; name: string; state: string; count: number }[];
  /** The import's reasons for review, most first. */
  reasons: { reason: string; count: number }[];
}

/** One page of the queue (the shape every review queue shares) and the bulk decisions' groups. */
export interface NewListingQueueJson extends QueuePageJson<NewListingJson> {
  groups: ReviewGroupsJson;
  facets: { state: FacetJson[]; town: FacetJson[]; reason: FacetJson[]; band: FacetJson[] };
}
