// The search page's "Popular searches" (issue #49): towns shoppers actually searched for, counted
// from the product's own search events, never a fixed list and never a raw query. A query counts
// for a town only when it names a town in the directory ("Mankato, MN", "grocery stores in
// Mankato, MN"); a town needs POPULAR_SEARCH_MIN searches to be shown, and with none that qualify
// the element is left out.
import { parseSearchPlace } from "./place-in-query.ts";
import { searchPath } from "./search-api.ts";
import { fold } from "./town-match.ts";

/** Searches a town needs in the window before it may be called popular. */
export const POPULAR_SEARCH_MIN = 5;
/** How far back the searches count. */
export const POPULAR_SEARCH_DAYS = 90;
/** How many towns the element shows at most. */
export const POPULAR_SEARCH_LIMIT = 4;

export interface PopularSearch {
  label: string;
  href: string;
}

interface Town {
  name: string;
  state: string;
  storeCount: number;
}

const townKey = (name: string, state: string) => `${fold(name).trim()}|${state.toUpperCase()}`;

/** `counts`: each distinct (lower-cased) search text with how often it was searched. */
export function popularSearches(
  counts: readonly { query: string; searches: number }[],
  towns: readonly Town[],
): PopularSearch[] {
  const listed = new Map(towns.filter((t) => t.storeCount > 0).map((t) => [townKey(t.name, t.state), t]));
  const byTown = new Map<Town, number>();
  for (const { query, searches } of counts) {
    const place = parseSearchPlace(query);
    const town = place && listed.get(townKey(place.city, place.state));
    if (town) byTown.set(town, (byTown.get(town) ?? 0) + searches);
  }
  return [...byTown]
    .filter(([, searches]) => searches >= POPULAR_SEARCH_MIN)
    .sort(([a, x], [b, y]) => y - x || a.name.localeCompare(b.name))
    .slice(0, POPULAR_SEARCH_LIMIT)
    .map(([town]) => {
      const label = `${town.name}, ${town.state}`;
      return { label, href: searchPath(label) };
    });
}
