// The admin's queue of new listings waiting for review (ADR 024): oldest first, but anything the spam
// rules flagged after every clean listing, so the likely-real ones are decided first.
import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
import { cities, groceryStores } from "../schema.ts";
import { storeWithCity, type StoreRow } from "./stores.ts";

/** More than a day's work for one admin; the rest shows once these are decided. */
export const REVIEW_QUEUE_LIMIT = 200;

// A listing merged into another (ADR 044) has nothing left to review.
const waiting = and(
  eq(groceryStores.reviewStatus, "pending"),
  isNull(groceryStores.deletedAt),
  isNull(groceryStores.mergedIntoId),
);

export function listReviewQueue(db: Db): Promise<StoreRow[]> {
  return db
    .select(storeWithCity)
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(waiting)
    .orderBy(
      sql`jsonb_array_length(${groceryStores.spamReasons}) > 0`,
      asc(groceryStores.createdAt),
      asc(groceryStores.id),
    )
    .limit(REVIEW_QUEUE_LIMIT);
}

export async function countReviewQueue(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groceryStores)
    .where(waiting);
  return row?.n ?? 0;
}

/** Imported stores waiting because the import's rules could not decide them (ADR 035). */
const waitingImport = and(waiting, isNotNull(groceryStores.reviewReason));

/** How many imported stores wait in each town and for each reason: what the bulk decisions offer. */
export async function reviewQueueGroups(db: Db) {
  const n = sql<number>`count(*)::int`;
  const [towns, reasons] = await Promise.all([
    db
      .select({ cityId: cities.id, name: cities.name, state: cities.state, count: n })
      .from(groceryStores)
      .innerJoin(cities, eq(cities.id, groceryStores.cityId))
      .where(waitingImport)
      .groupBy(cities.id, cities.name, cities.state)
      .orderBy(desc(n), asc(cities.name)),
    db
      .select({ reason: sql<string>`${groceryStores.reviewReason}`, count: n })
      .from(groceryStores)
      .where(waitingImport)
      .groupBy(groceryStores.reviewReason)
      .orderBy(desc(n), asc(groceryStores.reviewReason)),
  ]);
  return { towns, reasons };
}

/** The imported stores waiting in one town or for one reason, locked for the bulk decision. */
export function lockWaitingImports(tx: Tx, by: { cityId: number } | { reviewReason: string }) {
  const which = "cityId" in by ? eq(groceryStores.cityId, by.cityId) : eq(groceryStores.reviewReason, by.reviewReason);
  return tx
    .select({ id: groceryStores.id })
    .from(groceryStores)
    .where(and(waitingImport, which))
    .orderBy(asc(groceryStores.id))
    .for("update");
}
