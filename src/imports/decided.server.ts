// What a person decided about a store, for every import (the USDA SNAP import and the OSM
// expansion, ADR 061): a deleted, rejected or closed store is neither brought back nor updated.
export interface Decidable {
  deletedAt: Date | null;
  reviewStatus: string;
  reviewedAt: Date | null;
  closedAt: Date | null;
}

const day = (at: Date | string | null) => (at ? new Date(at).toISOString().slice(0, 10) : null);

/** Why an import leaves the store as a person left it ('deleted by an admin on 2026-11-30'), or null. */
export function decidedBy(store: Decidable): string | null {
  if (store.deletedAt) return `deleted by an admin on ${day(store.deletedAt)}`;
  if (store.reviewStatus === "rejected") {
    const on = day(store.reviewedAt);
    return on ? `rejected by an admin on ${on}` : "rejected by an admin";
  }
  if (store.closedAt) return `closed for good on ${day(store.closedAt)}`;
  return null;
}
