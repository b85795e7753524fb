// Planner statistics. PostgreSQL chooses join methods from what ANALYZE records of each table (row
// counts, how many values are null). A server's autovacuum refreshes them once enough rows change;
// the embedded PGlite has no autovacuum, so a table filled after its last ANALYZE had none, and
// the planner guessed every `is null` test true for one row in 200. At 15,000 stores the build's store
// queries then compared every store with every town (2.3 million pairs, 700-900 ms each) where
// a hash join takes 20-60 ms (ADR 056). PostgreSQL's own advice after a bulk load is to run
// ANALYZE: the seed and the SNAP import do, on every engine; the embedded engine also analyzes, at
// start, any table never analyzed (a data folder filled by an older version).
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/** After a bulk write, on any engine: statistics for every table of the database. */
export async function refreshPlannerStatistics(db: Pick<Db, "execute">): Promise<void> {
  await db.execute(sql`analyze`);
}

/** The embedded engine at start: analyzes the tables that have never been analyzed (reltuples -1). */
export async function analyzeNeverAnalyzed(pglite: {
  query: <T>(text: string) => Promise<{ rows: T[] }>;
  exec: (text: string) => Promise<unknown>;
}): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and c.reltuples < 0 and n.nspname not in ('pg_catalog', 'information_schema')`,
  );
  const names = rows.map((row) => row.name);
  if (names.length) await pglite.exec(`analyze ${names.join(", ")}`);
  return names;
}
