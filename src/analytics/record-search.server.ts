// GET /api/search records what shoppers look for (eventType "search"), for the admin report's
// recent queries. It must neither fail nor slow the search: the insert runs after the answer where
// the platform allows (context.waitUntil), and any failure is only logged. Searches arriving while
// an insert is in flight wait for it and are then written together in one statement (ADR 026):
// one insert per search let a burst of searches pile up thousands of inserts in front of the next
// search's own queries (the embedded engine has one connection).
import type { Context } from "@netlify/functions";
import type { Db } from "../../db/client.ts";
import { insertSearches } from "./analytics-queries.server.ts";
import { isBot } from "./bots.server.ts";

/** Rows per statement: bounds one insert's size in a long burst. */
const MOST_PER_INSERT = 500;

interface Batch {
  db: Db;
  queries: string[];
  written: Promise<void>;
}

/** The batch still taking searches: it starts writing when the insert before it ends. */
let open: Batch | undefined;
let lastWrite: Promise<void> = Promise.resolve();

function queueSearch(db: Db, query: string): Promise<void> {
  if (open && open.db === db && open.queries.length < MOST_PER_INSERT) {
    open.queries.push(query);
    return open.written;
  }
  const batch: Batch = { db, queries: [query], written: Promise.resolve() };
  open = batch;
  batch.written = lastWrite.then(() => {
    if (open === batch) open = undefined;
    return insertSearches(db, batch.queries);
  });
  lastWrite = batch.written.catch(() => undefined);
  return batch.written;
}

/** `text` is the already normalised query (searchQuerySchema: NFKC, single spaces, at most 100). */
export function recordSearch(
  db: Db,
  text: string,
  request: Request,
  context: Partial<Pick<Context, "waitUntil">>,
): Promise<void> | undefined {
  if (!text || isBot(request.headers.get("user-agent"))) return undefined;
  const work = queueSearch(db, text.toLowerCase()).catch((error: Error) =>
    console.warn(`search not recorded: ${error.message}`),
  );
  if (typeof context.waitUntil === "function") {
    context.waitUntil(work);
    return undefined;
  }
  // Callers without waitUntil (tests calling the function directly) wait, so the row is there after.
  return work;
}
