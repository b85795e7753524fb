// Store reads and writes for the admin area: unlike the public queries, deleted stores are visible.
import { and, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
import { cities, groceryStores, type NewGroceryStore } from "../schema.ts";
import { storeWithCity, type StoreRow } from "./stores.ts";

export interface AdminStoreQuery {
  q: string;
  page: number;
  pageSize: number;
  includeDeleted: boolean;
}

export async function searchAdminStores(db: Db, query: AdminStoreQuery): Promise<{ rows: StoreRow[]; total: number }> {
  const term = `%${query.q.replace(/[\\%_]/g, "\\$&")}%`;
  const where = and(
    query.includeDeleted ? undefined : isNull(groceryStores.deletedAt),
    query.q
      ? or(ilike(groceryStores.name, term), ilike(cities.name, term), ilike(groceryStores.zipCode, term))
      : undefined,
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

/** One store whatever its state, locked for the rest of the transaction. */
export async function getStoreForUpdate(tx: Tx, id: string) {
  const [row] = await tx.select().from(groceryStores).where(eq(groceryStores.id, id)).for("update");
  return row;
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
