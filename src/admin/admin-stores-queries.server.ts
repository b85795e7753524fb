// Store reads and writes for the admin area: unlike the public queries, deleted stores are visible.
import { and, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { cities, groceryStores, type NewGroceryStore } from "../../db/schema.ts";
import { markedOutOfScope } from "../scope/out-of-scope-queries.server.ts";
import { storeWithCity, type StoreRow } from "../stores/stores-queries.server.ts";

export interface AdminStoreQuery {
  q: string;
  page: number;
  pageSize: number;
  includeDeleted: boolean;
  /** Only the stores marked out of scope and waiting for a person's decision (issue #47). */
  outOfScope?: boolean;
}

/**
 * Every word typed must appear in the store's name, address, ZIP code, town or state, in any of
 * them: "Hilltop Market Mankato" spans name and town (issue #25). At most 8 words are used.
 */
function matchesEveryWord(q: string) {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const term = `%${word.replace(/[\\%_]/g, "\\$&")}%`;
      return or(
        ilike(groceryStores.name, term),
        ilike(groceryStores.address, term),
        ilike(groceryStores.zipCode, term),
        ilike(cities.name, term),
        ilike(cities.state, term),
      );
    }),
  );
}

export async function searchAdminStores(db: Db, query: AdminStoreQuery): Promise<{ rows: StoreRow[]; total: number }> {
  // A merged duplicate (ADR 044) is shown with the deleted ones: it is gone from the site too.
  const where = and(
    query.includeDeleted ? undefined : and(isNull(groceryStores.deletedAt), isNull(groceryStores.mergedIntoId)),
    query.outOfScope ? markedOutOfScope : undefined,
    matchesEveryWord(query.q),
  );
  const rows = await db
    .select(storeWithCity)
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(where)
    .orderBy(desc(groceryStores.createdAt), groceryStores.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(where);
  return { rows, total: count!.total };
}

export async function getAdminStore(db: Db | Tx, id: string): Promise<StoreRow | undefined> {
  const [row] = await db
    .select(storeWithCity)
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(eq(groceryStores.id, id));
  return row;
}

export async function updateStoreRow(tx: Tx, id: string, values: Partial<NewGroceryStore>): Promise<void> {
  await tx
    .update(groceryStores)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(groceryStores.id, id));
}
