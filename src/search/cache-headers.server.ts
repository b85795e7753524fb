// Who may keep a search answer, and for how long (ADR 026). Suggestions (suggest=1, typed in the
// home box) are the same for everyone and recorded nowhere, so browsers and Netlify's CDN keep
// them briefly and the CDN answers repeats without calling the function. A full search stays
// uncached outside the function: each one is recorded for the admin report (record-search.ts).
import { SEARCH_ANSWER_TTL_MS } from "./answer-cache.server.ts";

const seconds = SEARCH_ANSWER_TTL_MS / 1000;

export const SUGGESTION_CACHE_HEADERS = {
  "cache-control": `public, max-age=${seconds}`,
  // Netlify's CDN only: shared by every edge node (durable), served stale while it refreshes.
  "netlify-cdn-cache-control": `public, durable, s-maxage=${seconds}, stale-while-revalidate=${6 * seconds}`,
};
