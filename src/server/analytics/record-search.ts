// GET /api/search records what shoppers look for (eventType "search"), for the admin report's
// recent queries. It must neither fail nor slow the search: the insert runs after the answer where
// the platform allows (context.waitUntil), and any failure is only logged.
import type { Context } from "@netlify/functions";
import type { Db } from "../../../db/client.ts";
import { insertEvent } from "../../../db/queries/analytics.ts";
import { isBot } from "./bots.ts";

/** `text` is the already normalised query (searchQuerySchema: NFKC, single spaces, at most 100). */
export function recordSearch(
  db: Db,
  text: string,
  request: Request,
  context: Partial<Pick<Context, "waitUntil">>,
): Promise<void> | undefined {
  if (!text || isBot(request.headers.get("user-agent"))) return undefined;
  const work = insertEvent(db, { eventType: "search", searchQuery: text.toLowerCase() }).catch((error: Error) =>
    console.warn(`search not recorded: ${error.message}`),
  );
  if (typeof context.waitUntil === "function") {
    context.waitUntil(work);
    return undefined;
  }
  // Callers without waitUntil (tests calling the function directly) wait, so the row is there after.
  return work;
}
