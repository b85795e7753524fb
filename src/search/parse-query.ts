// Understands what shoppers type: "mankato", "Mankato, MN", "grocery stores in Grand Forks ND",
// "56001". Pure and free of zod, so the search function, its tests and the home box share it.
import { SEARCH_PHRASE } from "./place-in-query.ts";
import { stateName } from "../towns/us-states.ts";

export interface ParsedQuery {
  /** The whole query, normalised. */
  text: string;
  /** The place or name part, without "grocery stores in" and the state. */
  term: string;
  state: string | null;
  zip: string | null;
}

export function parseSearchQuery(text: string): ParsedQuery {
  const zip = /^\d{5}(?:-\d{4})?$/.test(text) ? text.slice(0, 5) : null;
  let term = text.replace(SEARCH_PHRASE, "");
  let state: string | null = null;
  const withState = /^(.+?)(?:,\s*|\s+)([A-Za-z]{2})\.?$/.exec(term);
  if (withState && stateName(withState[2]!)) {
    term = withState[1]!;
    state = withState[2]!.toUpperCase();
  }
  term = term
    .replace(/[,.]+$/, "")
    .trim()
    .toLowerCase();
  return { text, term, state, zip };
}
