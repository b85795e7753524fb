// Reads a place out of what a shopper typed, so the search page's title and description can name
// it: "Mankato, MN" and "grocery stores in Mankato, MN" both mean the town Mankato, Minnesota.
// Display-only (the API does its own, looser parsing): it insists on a real state code, and on a
// comma unless the "grocery stores" phrase shows the rest is a place ("Fresh Market IN" is a name).
import { SITE_NAME } from "../site/site.ts";
import { US_STATE_NAMES } from "../towns/us-states.ts";

export interface SearchPlace {
  /** The town as typed, in title case: "grand forks" -> "Grand Forks". */
  city: string;
  /** Two-letter state code, upper case. */
  state: string;
}

/** "grocery stores in", "best local grocers near"...: words around a place that name no store. */
export const SEARCH_PHRASE =
  /^(?:(?:best|independent|local)\s+)*(?:grocery\s+stores?|grocers?|groceries)(?:\s+(?:in|near|around))?\s+/i;

/** "st. mary's" -> "St. Mary's", "o'fallon" -> "O'Fallon", "winston-salem" -> "Winston-Salem". */
function titleCase(words: string): string {
  return words
    .toLowerCase()
    .replace(/(^|[\s\-.])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(
      /(^|[\s-])(\p{L})'(\p{L})/gu,
      (_, before: string, a: string, b: string) => `${before}${a}'${b.toUpperCase()}`,
    );
}

export function parseSearchPlace(query: string): SearchPlace | null {
  const text = query.normalize("NFKC").replace(/\s+/g, " ").trim();
  const withoutPhrase = text.replace(SEARCH_PHRASE, "");
  const hasPhrase = withoutPhrase !== text;
  const match = (hasPhrase ? /^(.+?)(?:,\s*|\s+)([a-z]{2})\.?$/i : /^(.+?),\s*([a-z]{2})\.?$/i).exec(withoutPhrase);
  if (!match) return null;
  const city = match[1]!.replace(/[,.\s]+$/, "");
  const state = match[2]!.toUpperCase();
  // DC and PR are in the names table; a city needs at least one letter.
  if (!US_STATE_NAMES[state] || !/\p{L}/u.test(city)) return null;
  return { city: titleCase(city), state };
}

export interface SearchMeta {
  title: string;
  description: string;
}

export const SEARCH_PAGE_META: SearchMeta = {
  title: "Search Grocery Stores",
  description: `Search ${SITE_NAME} for independent grocery stores by town, ZIP code or store name.`,
};

/** The search page's title and description for a query (the layout appends the site name). */
export function searchMeta(query: string): SearchMeta {
  const text = query.trim();
  if (!text) return SEARCH_PAGE_META;
  const place = parseSearchPlace(text);
  if (place) {
    const where = `${place.city}, ${place.state}`;
    return {
      title: `Grocery Stores in ${where}`,
      description: `Find independent grocery stores in ${where}, with ratings, addresses and shopper votes.`,
    };
  }
  const quoted = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return {
    title: `Search results for "${quoted}"`,
    description: `Independent grocery stores matching "${quoted}" in the ${SITE_NAME} directory.`,
  };
}
