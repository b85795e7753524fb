// What one SNAP import did, counted: the import builds it, its duplicate, withdrawal and source-record
// steps add to it, the command and the refresh print or mail it.

export type SnapOutcome = "added" | "updated" | "kept";

export interface SnapImportResult {
  added: number;
  /** Of the added stores, those waiting in the admin's 'New listings' queue. */
  pending: number;
  updated: number;
  /** Stores whose USDA record the file lists as ended: SNAP switched off. */
  ended: number;
  /** Their ids, each once (the monthly refresh marks them "may have closed"). */
  endedStoreIds: string[];
  /** What a person decided that the import left as it was, with how many rows each reason kept. */
  kept: Map<string, number>;
  /** Listings of one store merged by the import (none of them had an owner, claim, boost, votes or photos). */
  merged: number;
  /** Stores found again that took their newest record's name (a successor business, a rename at USDA). */
  renamed: number;
  /** Listings an earlier import published that the rules now leave out: back in the review queue. */
  withdrawn: number;
  /** Listings of one store proposed to the admin as duplicates (one of them had such a right). */
  proposed: number;
  /** Live stores the scope rule newly marked out of scope: an admin keeps or deletes them (ADR 064). */
  outOfScope: number;
  /** Per plan row index: what happened to an independent, banner or review row. */
  outcomes: Map<number, { outcome: SnapOutcome; storeId: string; match?: string }>;
}
