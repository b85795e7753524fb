// Weekly circulars: the owner's list, the quota of a boost period, the public "current" ones.
import { and, asc, desc, eq, lte, gte, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { boosts, circulars, cities, groceryStores, type Circular } from "../../db/schema.ts";
import { boostIsActive } from "../boosts/active-boost-queries.server.ts";

type Conn = Db | Tx;

/**
 * The boost period running now, with its start: the quota counts uploads inside it. A one-time
 * boost bought while another runs starts when that one ends, so "active" alone is not "now".
 */
export async function getCurrentBoostPeriod(db: Conn, storeId: string) {
  const start = sql<Date>`coalesce(${boosts.currentPeriodStart}, ${boosts.currentPeriodEnd} - interval '30 days')`;
  const [row] = await db
    .select({
      id: boosts.id,
      customerEmail: boosts.customerEmail,
      kind: boosts.kind,
      periodStart: sql<string>`${start}`,
      periodEnd: boosts.currentPeriodEnd,
    })
    .from(boosts)
    .where(and(eq(boosts.groceryStoreId, storeId), boostIsActive(), lte(start, sql`now()`)))
    .orderBy(asc(boosts.currentPeriodEnd))
    .limit(1);
  return row ? { ...row, periodStart: new Date(row.periodStart), periodEnd: row.periodEnd! } : undefined;
}

/** Uploads that count against the quota of a period: every one not failed (deleted ones are gone). */
export async function countQuotaUsed(db: Conn, storeId: string, period: { periodStart: Date; periodEnd: Date }) {
  const [row] = await db
    .select({ used: sql<number>`count(*)::int` })
    .from(circulars)
    .where(
      and(
        eq(circulars.groceryStoreId, storeId),
        ne(circulars.status, "failed"),
        gte(circulars.createdAt, sql`${period.periodStart.toISOString()}::timestamptz`),
        lte(circulars.createdAt, sql`${period.periodEnd.toISOString()}::timestamptz`),
      ),
    );
  return row?.used ?? 0;
}

/** Locks the boost row: uploads to one store queue up here, so two at once cannot both take the last slot. */
export async function lockBoost(tx: Tx, boostId: string): Promise<void> {
  await tx.execute(sql`select id from ${boosts} where ${boosts.id} = ${boostId} for update`);
}

export async function insertCircular(tx: Conn, values: typeof circulars.$inferInsert): Promise<Circular> {
  const [row] = await tx.insert(circulars).values(values).returning();
  return row!;
}

export async function getCircular(db: Conn, id: string): Promise<Circular | undefined> {
  const [row] = await db.select().from(circulars).where(eq(circulars.id, id));
  return row;
}

export async function listCirculars(db: Conn, storeId: string): Promise<Circular[]> {
  return db.select().from(circulars).where(eq(circulars.groceryStoreId, storeId)).orderBy(desc(circulars.createdAt));
}

/** Records the outcome of processing, only for a circular still processing (a retry changes nothing). */
export async function finishProcessing(
  db: Conn,
  id: string,
  outcome:
    | { status: "active"; pageCount: number; extractedText: string; thumbnailKey: string | null }
    | { status: "failed"; processingError: string },
): Promise<Circular | undefined> {
  const [row] = await db
    .update(circulars)
    .set({ ...outcome, processedAt: sql`now()` })
    .where(and(eq(circulars.id, id), eq(circulars.status, "processing")))
    .returning();
  return row;
}

export async function deleteCircularRow(db: Conn, id: string, storeId: string): Promise<Circular | undefined> {
  const [row] = await db
    .delete(circulars)
    .where(and(eq(circulars.id, id), eq(circulars.groceryStoreId, storeId)))
    .returning();
  return row;
}

/** Active circulars valid on `day` (YYYY-MM-DD), for the public pages, by store. */
export async function currentCirculars(db: Conn, day: string) {
  return db
    .select({
      id: circulars.id,
      groceryStoreId: circulars.groceryStoreId,
      startDate: circulars.startDate,
      endDate: circulars.endDate,
      pageCount: circulars.pageCount,
      extractedText: circulars.extractedText,
      thumbnailKey: circulars.thumbnailKey,
    })
    .from(circulars)
    .where(
      and(
        sql`${circulars.status} in ('active', 'published')`,
        lte(circulars.startDate, day),
        gte(circulars.endDate, day),
      ),
    )
    .orderBy(asc(circulars.groceryStoreId), desc(circulars.startDate));
}

/**
 * Circulars that speak for a store now or will (not ended, not failed), with their store, for the
 * admin's Circulars tab (ADR 037): soonest first.
 */
export async function currentAndScheduledCirculars(db: Conn, day: string) {
  return db
    .select({
      id: circulars.id,
      groceryStoreId: circulars.groceryStoreId,
      storeName: groceryStores.name,
      storeSlug: groceryStores.slug,
      citySlug: cities.slug,
      cityName: cities.name,
      state: cities.state,
      originalFilename: circulars.originalFilename,
      startDate: circulars.startDate,
      endDate: circulars.endDate,
      status: circulars.status,
      pageCount: circulars.pageCount,
      thumbnailKey: circulars.thumbnailKey,
      uploadedBy: circulars.uploadedBy,
      createdAt: circulars.createdAt,
    })
    .from(circulars)
    .innerJoin(groceryStores, eq(groceryStores.id, circulars.groceryStoreId))
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(and(ne(circulars.status, "failed"), gte(circulars.endDate, day)))
    .orderBy(asc(circulars.startDate), asc(groceryStores.name));
}
