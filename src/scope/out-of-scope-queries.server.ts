// Reads and writes of the out-of-scope mark (issue #47 item 2): which stores the rule is checked
// against, the one statement that sets or clears reasons, and the marked stores the admin decides on.
import { and, asc, count, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { cities, groceryStores } from "../../db/schema.ts";

/**
 * A store someone could still see or decide on: not deleted, merged, closed for good or rejected.
 * A store that leaves these keeps its mark as a record of why; only live ones are listed or counted.
 */
export const liveForScope = and(
  isNull(groceryStores.deletedAt),
  isNull(groceryStores.mergedIntoId),
  isNull(groceryStores.closedAt),
  ne(groceryStores.reviewStatus, "rejected"),
);

/** Marked and not yet decided: the admin's 'Out of scope' list. */
export const markedOutOfScope = and(liveForScope, isNotNull(groceryStores.outOfScopeReason));

/** Every live store's ZIP code and mark, in one query. */
export function liveStoresForScope(db: Db | Tx) {
  return db
    .select({
      id: groceryStores.id,
      zipCode: groceryStores.zipCode,
      outOfScopeReason: groceryStores.outOfScopeReason,
      scopeKeptAt: groceryStores.scopeKeptAt,
    })
    .from(groceryStores)
    .where(liveForScope);
}

// Two parameters a row: well under the drivers' 65,535, however many stores change at once.
const ROWS_PER_STATEMENT = 5_000;

/**
 * Sets each store's reason (null clears it) without touching updated_at: the mark changes nothing a
 * shopper sees, so no page needs building again. A store an admin kept meanwhile is left alone.
 */
export async function setOutOfScopeReasons(db: Db | Tx, reasons: Map<string, string | null>): Promise<void> {
  const rows = [...reasons].map(([id, reason]) => sql`(${id}::uuid, ${reason}::text)`);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db.execute(sql`
      update grocery_stores as g set out_of_scope_reason = v.reason
      from (values ${sql.join(rows.slice(start, start + ROWS_PER_STATEMENT), sql`, `)}) as v(id, reason)
      where g.id = v.id and g.scope_kept_at is null`);
  }
}

export async function countOutOfScope(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(groceryStores).where(markedOutOfScope);
  return row?.n ?? 0;
}

/** The marked stores with their town, for the CLI report: by state, town and name. */
export function listOutOfScope(db: Db | Tx) {
  return db
    .select({
      id: groceryStores.id,
      name: groceryStores.name,
      address: groceryStores.address,
      zipCode: groceryStores.zipCode,
      town: cities.name,
      state: cities.state,
      reason: groceryStores.outOfScopeReason,
    })
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(markedOutOfScope)
    .orderBy(asc(cities.state), asc(cities.name), asc(groceryStores.name), asc(groceryStores.id));
}
