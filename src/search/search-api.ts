// The shapes GET /api/search answers with (spec: "a list of stores and a cities array").
import type { StoreJson } from "../stores/store-json.ts";

export interface CitySuggestion {
  id: number | string;
  slug: string;
  name: string;
  state: string;
}

/** A store in the answer; `foundInCircular` when only its current circular matched the words. */
export type SearchStoreJson = StoreJson & { foundInCircular: boolean };

export interface SearchResponse {
  cities: CitySuggestion[];
  stores: SearchStoreJson[];
}

/** What a store found only through its circular says on its card (issue #25). */
export const FOUND_IN_CIRCULAR = "Mentioned in this week's circular";

/** Suggestions are asked for only above this many characters (spec section 5). */
export const SUGGEST_MIN_LENGTH = 3;
/** At most this many city suggestions are shown (spec section 9). */
export const MAX_SUGGESTIONS = 3;

export function searchPath(text: string): string {
  return `/search?q=${encodeURIComponent(text)}`;
}

/**
 * `suggest` marks a look-up made while someone types: it is answered like any search but not
 * recorded in the admin's recent searches, which would otherwise fill with "man", "mank", "manka".
 */
export function searchApiPath(text: string, { suggest = false } = {}): string {
  return `/api/search?q=${encodeURIComponent(text)}${suggest ? "&suggest=1" : ""}`;
}
