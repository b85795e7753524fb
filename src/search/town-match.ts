// Town suggestions for the home search box from the prebuilt town index (/town-index.json), the
// same rules as the town half of GET /api/search (src/search/search-queries.server.ts searchCities): exact, then
// prefix, then the most similar spelling, where a town matches by prefix, by pg_trgm similarity
// (0.3, the extension's default threshold) or by at most 1 (short terms) or 2 edits. 300 towns are
// a few KB, so typing needs no function call (ADR 025).
import type { CitySuggestion } from "./search-api.ts";
import { parseSearchQuery } from "./parse-query.ts";

/** One town in the index: [id, slug, name, state], arrays to keep the file small. */
export type TownIndexEntry = [number, string, string, string];

export const TOWN_INDEX_PATH = "/town-index.json";

const SIMILARITY_THRESHOLD = 0.3;

/** lower(unaccent(x)): accents off, lower case. */
export function fold(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** pg_trgm's trigrams: each word padded with two spaces before and one after. */
function trigrams(value: string): Set<string> {
  const found = new Set<string>();
  for (const word of value.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  }
  return found;
}

/** pg_trgm's similarity(): shared trigrams over all trigrams of both. */
export function similarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (!left.size || !right.size) return 0;
  let shared = 0;
  for (const t of left) if (right.has(t)) shared++;
  return shared / (left.size + right.size - shared);
}

/** Levenshtein distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistanceAtMost(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Up to `limit` towns for what was typed, or null when only the server can answer (a ZIP code
 * needs the stores' addresses).
 */
export function matchTowns(index: TownIndexEntry[], typed: string, limit = 3): CitySuggestion[] | null {
  const text = typed.normalize("NFKC").replace(/\s+/g, " ").trim();
  const query = parseSearchQuery(text);
  if (query.zip) return null;
  if (query.term.length < 2) return [];
  const term = fold(query.term);
  const maxDistance = term.length <= 3 ? 1 : 2;
  const scored = [];
  for (const [id, slug, name, state] of index) {
    if (query.state && state !== query.state) continue;
    const folded = fold(name);
    const prefix = folded.startsWith(term);
    const score = similarity(folded, term);
    if (!prefix && score < SIMILARITY_THRESHOLD && editDistanceAtMost(folded, term, maxDistance) > maxDistance)
      continue;
    scored.push({ town: { id, slug, name, state }, exact: folded === term, prefix, score });
  }
  scored.sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      Number(b.prefix) - Number(a.prefix) ||
      b.score - a.score ||
      a.town.name.localeCompare(b.town.name, "en") ||
      a.town.state.localeCompare(b.town.state, "en"),
  );
  return scored.slice(0, limit).map((s) => s.town);
}
