// The admin's queue of new listings waiting for review (ADR 024, 063): one page at a time, sorted by
// age (oldest first), town or review confidence, filtered by state, town, reason and confidence band,
// with the count per filter value. Whatever the sort, anything the spam rules flagged comes after
// every clean listing, so the likely-real ones are decided first.
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { ConfidenceBand } from "./confidence.ts";
import type { Db, Tx } from "../../db/client.ts";
import { cities, groceryStores } from "../../db/schema.ts";
import { reviewConfidence, reviewConfidenceBand } from "./review-confidence-queries.server.ts";
import { storeWithCity } from "../stores/stores-queries.server.ts";

// A listing merged into another (ADR 044) has nothing left to review.
const waiting = and(
  eq(groceryStores.reviewStatus, "pending"),
  isNull(groceryStores.deletedAt),
  isNull(groceryStores.mergedIntoId),
);

/** The reason facet's value for listings from the form, which have no import reason. */
export const FORM_LISTING_REASON = "form";

export type ReviewSort = "age" | "confidence" | "town";

export interface ReviewFilters {
  state?: string;
  town?: number;
  reason?: string;
  band?: ConfidenceBand;
}

const filterSql: { [K in keyof ReviewFilters]-?: (value: NonNullable<ReviewFilters[K]>) => SQL } = {
  state: (state) => eq(cities.state, state),
  town: (town) => eq(groceryStores.cityId, town),
  reason: (reason) =>
    reason === FORM_LISTING_REASON ? isNull(groceryStores.reviewReason) : eq(groceryStores.reviewReason, reason),
  band: (band) => sql`${reviewConfidenceBand} = ${band}`,
};

/** The waiting condition with every filter given, except `skip` (a facet's counts ignore their own filter). */
function matching(filters: ReviewFilters, skip?: keyof ReviewFilters): SQL {
  const parts: SQL[] = [waiting!];
  for (const key of Object.keys(filterSql) as (keyof ReviewFilters)[]) {
    const value = filters[key];
    if (value === undefined || key === skip) continue;
    parts.push((filterSql[key] as (v: typeof value) => SQL)(value));
  }
  return and(...parts)!;
}

const flaggedLast = sql`jsonb_array_length(${groceryStores.spamReasons}) > 0`;
const ORDER: Record<ReviewSort, SQL[]> = {
  age: [asc(groceryStores.createdAt)],
  confidence: [desc(reviewConfidence), asc(groceryStores.createdAt)],
  town: [asc(cities.state), asc(cities.name), asc(groceryStores.createdAt)],
};

export function listReviewQueue(
  db: Db,
  query: { filters: ReviewFilters; sort: ReviewSort; page: number; pageSize: number },
) {
  return db
    .select({ ...storeWithCity, confidence: reviewConfidence })
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(matching(query.filters))
    .orderBy(flaggedLast, ...ORDER[query.sort], asc(groceryStores.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

const n = sql<number>`count(*)::int`;

/** Everything waiting, and what waits under the filters. */
export async function countReviewQueue(db: Db, filters: ReviewFilters = {}) {
  const [row] = await db
    .select({ total: n, matching: sql<number>`(count(*) filter (where ${matching(filters)}))::int` })
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(waiting);
  return { total: row?.total ?? 0, matching: row?.matching ?? 0 };
}

/** Towns listed in the town facet: all of one state's, or the busiest when no state is chosen. */
const TOWN_FACET_LIMIT = 100;

/** The count per value of each filter, each under every other filter given. */
export async function reviewQueueFacets(db: Db, filters: ReviewFilters) {
  const grouped = <T extends SelectedFields>(skip: keyof ReviewFilters, fields: T) =>
    db
      .select({ ...fields, count: n })
      .from(groceryStores)
      .innerJoin(cities, eq(cities.id, groceryStores.cityId))
      .where(matching(filters, skip));
  const [states, towns, reasons, bands] = await Promise.all([
    grouped("state", { state: cities.state }).groupBy(cities.state).orderBy(asc(cities.state)),
    grouped("town", { cityId: cities.id, name: cities.name, state: cities.state })
      .groupBy(cities.id, cities.name, cities.state)
      .orderBy(desc(n), asc(cities.name))
      .limit(TOWN_FACET_LIMIT),
    grouped("reason", { reason: groceryStores.reviewReason })
      .groupBy(groceryStores.reviewReason)
      .orderBy(desc(n), asc(groceryStores.reviewReason)),
    grouped("band", { band: reviewConfidenceBand }).groupBy(reviewConfidenceBand),
  ]);
  return { states, towns, reasons, bands };
}

/** Imported stores waiting because the import's rules could not decide them (ADR 035). */
const waitingImport = and(waiting, isNotNull(groceryStores.reviewReason));

/** How many imported stores wait in each town and for each reason: what the bulk decisions offer. */
export async function reviewQueueGroups(db: Db) {
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

export type BulkSelection = { cityId: number } | { reviewReason: string };

const bulkCondition = (by: BulkSelection) =>
  and(
    waitingImport,
    "cityId" in by ? eq(groceryStores.cityId, by.cityId) : eq(groceryStores.reviewReason, by.reviewReason),
  );

/** The imported stores waiting in one town or for one reason, locked for the bulk decision. */
export function lockWaitingImports(tx: Tx, by: BulkSelection) {
  return tx.select().from(groceryStores).where(bulkCondition(by)).orderBy(asc(groceryStores.id)).for("update");
}

/** What a bulk decision would touch: how many, and the first by name (the preview the admin confirms). */
export async function previewWaitingImports(db: Db, by: BulkSelection, first: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: groceryStores.id, name: groceryStores.name, cityName: cities.name, state: cities.state })
      .from(groceryStores)
      .innerJoin(cities, eq(cities.id, groceryStores.cityId))
      .where(bulkCondition(by))
      .orderBy(asc(groceryStores.name), asc(groceryStores.id))
      .limit(first),
    db.select({ count: n }).from(groceryStores).where(bulkCondition(by)),
  ]);
  return { count: count?.count ?? 0, first: rows };
}
