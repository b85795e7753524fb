// The SNAP import's plan, as types: what planning a file decides for each row (plan.server.ts) and what
// the import, its duplicate rules and its source records read from it. Kept apart from the planner so
// the modules that read a plan do not import the one that makes it (no import cycle).
import type { SnapLayoutName } from "./layout.server.ts";
import type { SnapStore } from "./normalize-row.server.ts";

export type SnapDecision = "independent" | "banner" | "chain" | "review" | "rejected" | "out_of_scope";

export interface SnapPlanRow {
  /** USDA record id, ObjectId, or 'line N' when the layout has neither. */
  record: string;
  line: number;
  name: string;
  decision: SnapDecision;
  reason: string;
  /** USDA's store type as the file gives it ("" when the layout has none). */
  storeType: string;
  /** Set for independent, banner and review rows: what gets imported. */
  store?: SnapStore;
  banner?: string;
  /** The store's town: its ZIP code's, as for a listing, else the row's own. */
  town?: Town;
  /** USDA's record id, for layouts that have one (the old export has only its own row ids). */
  usdaRecordId?: string | null;
  /** Set on a record's latest row when that authorisation ended: its store no longer takes SNAP. */
  endedRecordId?: string;
  /** The street address as the row gives it ("" when it has none): kept as its source record. */
  address: string;
  zip: string | null;
  /** ISO dates of the authorisation, when the layout has them. */
  authorizedOn: string | null;
  endedOn: string | null;
  /** The plan index of the store's newest record, on its older records (same-store.ts, ADR 061). */
  sameStoreAs?: number;
  /** Set when the rules (type, chains, names) decided the row, not its data or its dates. */
  byRules: boolean;
}

export interface Town {
  name: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

export interface SourceDate {
  /** ISO date the source data is as of. */
  date: string;
  /** How it was found: the file's name, the command line, or the newest authorisation in it. */
  from: "file" | "command line" | "newest authorisation";
}

export interface SnapPlan {
  layout: SnapLayoutName;
  rows: SnapPlanRow[];
  /** The date USDA's data is as of, when known (ADR 036). */
  sourceDate: SourceDate | null;
}
