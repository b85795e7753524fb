// Reads and writes of the admin's enrichment tools (ADR 021): which stores and towns still need
// data, and the bulk runs' progress rows.
import { and, asc, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, enrichmentJobs, groceryStores, type EnrichmentJob } from "../../db/schema.ts";
import { listedStore } from "../towns/cities-queries.server.ts";
import { storeWithCity, type StoreRow } from "../stores/stores-queries.server.ts";

export type JobKind = "reviews" | "images";

/** Real listings (not the made-up sample) with a website and no image yet. */
const needsImage = and(
  listedStore,
  eq(groceryStores.isSample, false),
  sql`nullif(trim(${groceryStores.website}), '') is not null`,
  sql`nullif(trim(${groceryStores.imageUrl}), '') is null`,
);

/** Real listings: the sample dataset has no venue to look up. */
const reviewable = and(listedStore, eq(groceryStores.isSample, false));

/** Least recently changed first: a run cut short by its time limit resumes where it stopped. */
function storesWhere(db: Db, where: ReturnType<typeof and>) {
  return db
    .select(storeWithCity)
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(where)
    .orderBy(asc(groceryStores.updatedAt), asc(groceryStores.id));
}

export async function countStoresNeedingImages(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groceryStores)
    .where(needsImage);
  return row?.n ?? 0;
}

export const listStoresNeedingImages = (db: Db): Promise<StoreRow[]> => storesWhere(db, needsImage);
export const listReviewableStores = (db: Db): Promise<StoreRow[]> => storesWhere(db, reviewable);

export async function countReviewableStores(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groceryStores)
    .where(reviewable);
  return row?.n ?? 0;
}

/** Towns showing the colour swatch whose image nobody searched for in the last 30 days. */
const cityNeedsImage = (now: Date) =>
  and(
    or(eq(cities.imageSource, "fallback"), sql`nullif(trim(${cities.imageUrl}), '') is null`),
    or(isNull(cities.imageCheckedAt), lt(cities.imageCheckedAt, new Date(now.getTime() - 30 * 86_400_000))),
  );

export function listCitiesNeedingImages(db: Db, limit: number, now = new Date()) {
  return db
    .select()
    .from(cities)
    .where(cityNeedsImage(now))
    .orderBy(sql`${cities.population} desc nulls last`, asc(cities.id))
    .limit(limit);
}

export async function countCitiesNeedingImages(db: Db, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cities)
    .where(cityNeedsImage(now));
  return row?.n ?? 0;
}

export async function markCityImageChecked(db: Pick<Db, "update">, id: number): Promise<void> {
  await db
    .update(cities)
    .set({ imageCheckedAt: sql`now()` })
    .where(eq(cities.id, id));
}

// ----- bulk runs -----

/** A run whose row has not moved for this long died with its process (a crash, a redeploy). */
const STALE_AFTER = sql`interval '10 minutes'`;

export async function failStaleJobs(db: Db, kind: JobKind): Promise<void> {
  await db
    .update(enrichmentJobs)
    .set({ status: "failed", lastError: "The run stopped without finishing.", finishedAt: sql`now()` })
    .where(
      and(
        eq(enrichmentJobs.kind, kind),
        eq(enrichmentJobs.status, "running"),
        lt(enrichmentJobs.updatedAt, sql`now() - ${STALE_AFTER}`),
      ),
    );
}

/** A new running job, or undefined when one of this kind is already running (unique index). */
export async function insertJob(db: Db, kind: JobKind, total: number): Promise<EnrichmentJob | undefined> {
  const [row] = await db.insert(enrichmentJobs).values({ kind, total }).onConflictDoNothing().returning();
  return row;
}

export async function latestJob(db: Db, kind: JobKind): Promise<EnrichmentJob | undefined> {
  const [row] = await db
    .select()
    .from(enrichmentJobs)
    .where(eq(enrichmentJobs.kind, kind))
    .orderBy(desc(enrichmentJobs.startedAt))
    .limit(1);
  return row;
}

export async function getJob(db: Db, id: string): Promise<EnrichmentJob | undefined> {
  const [row] = await db.select().from(enrichmentJobs).where(eq(enrichmentJobs.id, id));
  return row;
}

export async function recordJobStep(db: Db, id: string, ok: boolean, error?: string): Promise<void> {
  await db
    .update(enrichmentJobs)
    .set({
      processed: sql`${enrichmentJobs.processed} + 1`,
      successful: ok ? sql`${enrichmentJobs.successful} + 1` : enrichmentJobs.successful,
      failed: ok ? enrichmentJobs.failed : sql`${enrichmentJobs.failed} + 1`,
      ...(error ? { lastError: error.slice(0, 500) } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(enrichmentJobs.id, id));
}

export async function finishJob(db: Db, id: string, status: "finished" | "failed", error?: string): Promise<void> {
  await db
    .update(enrichmentJobs)
    .set({
      status,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(error ? { lastError: error.slice(0, 500) } : {}),
    })
    .where(eq(enrichmentJobs.id, id));
}
