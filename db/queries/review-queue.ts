// The admin's queue of new listings waiting for review (ADR 024): oldest first, but anything the spam
// rules flagged after every clean listing, so the likely-real ones are decided first.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { cities, groceryStores } from "../schema.ts";
import { storeWithCity, type StoreRow } from "./stores.ts";

/** More than a day's work for one admin; the rest shows once these are decided. */
export const REVIEW_QUEUE_LIMIT = 200;

const waiting = and(eq(groceryStores.reviewStatus, "pending"), isNull(groceryStores.deletedAt));

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
