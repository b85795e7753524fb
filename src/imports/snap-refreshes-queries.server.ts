// The monthly USDA refresh's records (ADR 064): a run row per refresh, and the two store marks it
// keeps (when USDA last listed a store, and when its authorisation ended).
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { groceryStores, snapRefreshes, type SnapRefresh } from "../../db/schema.ts";

type Conn = Db | Tx;

export async function startRefresh(db: Conn, source: string): Promise<SnapRefresh> {
  const [row] = await db.insert(snapRefreshes).values({ source }).returning();
  return row!;
}

export async function finishRefresh(
  db: Conn,
  id: number,
  values: Pick<Partial<SnapRefresh>, "status" | "summary" | "error" | "fileDate" | "attempts">,
): Promise<void> {
  await db
    .update(snapRefreshes)
    .set({ ...values, finishedAt: sql`now()` })
    .where(eq(snapRefreshes.id, id));
}

/** The newest refreshes, newest first, for the admin. */
export function latestRefreshes(db: Conn, limit = 5): Promise<SnapRefresh[]> {
  return db.select().from(snapRefreshes).orderBy(desc(snapRefreshes.startedAt), desc(snapRefreshes.id)).limit(limit);
}

/** USDA's file listed these stores: their data was checked against USDA on `day`. */
export async function markChecked(tx: Conn, storeIds: string[], day: string): Promise<void> {
  if (storeIds.length === 0) return;
  await tx.update(groceryStores).set({ snapCheckedOn: day }).where(inArray(groceryStores.id, storeIds));
}

/** Their SNAP authorisation ended: marked "may have closed" (once); returns the newly marked ids. */
export async function markMayHaveClosed(tx: Conn, storeIds: string[], day: string): Promise<string[]> {
  if (storeIds.length === 0) return [];
  const marked = await tx
    .update(groceryStores)
    .set({ mayHaveClosedOn: day })
    .where(and(inArray(groceryStores.id, storeIds), sql`${groceryStores.mayHaveClosedOn} is null`))
    .returning({ id: groceryStores.id });
  return marked.map((row) => row.id);
}

/** Listed by USDA again: the "may have closed" mark goes; returns the ids that had it. */
export async function clearMayHaveClosed(tx: Conn, storeIds: string[]): Promise<string[]> {
  if (storeIds.length === 0) return [];
  const cleared = await tx
    .update(groceryStores)
    .set({ mayHaveClosedOn: null })
    .where(and(inArray(groceryStores.id, storeIds), isNotNull(groceryStores.mayHaveClosedOn)))
    .returning({ id: groceryStores.id });
  return cleared.map((row) => row.id);
}
