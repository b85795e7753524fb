// Named store reads shared by the build (page frontmatter) and the API, so both rank alike.
import { and, asc, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, groceryStores, storePhotos } from "../../db/schema.ts";
import { hasActiveBoost } from "../boosts/active-boost-queries.server.ts";
import { inTowns } from "../site/town-share-queries.server.ts";
import { closedLongAgo, closedPageStore, listedStore, reachableStore } from "./store-visibility-queries.server.ts";

const { searchVector: _searchVector, ...storeFields } = getTableColumns(groceryStores);

/** The owner's main photo (the first in gallery order, ADR 046): the store's picture everywhere (issue #49). */
const mainPhotoId = sql<string | null>`(
  select ${storePhotos.id} from ${storePhotos}
  where ${storePhotos.groceryStoreId} = ${groceryStores.id}
  order by ${storePhotos.position}, ${storePhotos.id}
  limit 1
)`;

export const storeWithCity = {
  ...storeFields,
  mainPhotoId,
  isBoosted: hasActiveBoost,
  cityName: cities.name,
  citySlug: cities.slug,
  state: cities.state,
};

/**
 * A store as its public JSON shows it (serializeStore): the row without the columns only admins,
 * imports and the review queue read. Search selects only these: its rows are the widest a request
 * reads, and narrower rows cost less to send and parse (ADR 050).
 */
const {
  snapRecordId: _snapRecordId,
  sourceName: _sourceName,
  updatedAt: _updatedAt,
  deletedAt: _deletedAt,
  reviewedAt: _reviewedAt,
  reviewedBy: _reviewedBy,
  rejectionReason: _rejectionReason,
  reviewReason: _reviewReason,
  spamReasons: _spamReasons,
  listerEmail: _listerEmail,
  listerNetwork: _listerNetwork,
  mergedIntoId: _mergedIntoId,
  mergedAt: _mergedAt,
  outOfScopeReason: _outOfScopeReason,
  scopeKeptAt: _scopeKeptAt,
  scopeKeptBy: _scopeKeptBy,
  ...publicFields
} = storeWithCity;
export const publicStoreWithCity = publicFields;

/**
 * Boosted first, then stores with a verified owner (an approved claim: "claimed businesses get
 * priority in search results", the claim page promises), then the most upvoted, then the best
 * rated; name keeps the order stable. Town lists, best-deals and search all rank with this.
 */
export const storeRanking: SQL[] = [
  sql`${hasActiveBoost} desc`,
  sql`(${groceryStores.ownerId} is not null) desc`,
  desc(groceryStores.upvoteCount),
  sql`${groceryStores.rating} desc nulls last`,
  asc(groceryStores.name),
  asc(groceryStores.id),
];

function stores(db: Db) {
  return db.select(storeWithCity).from(groceryStores).innerJoin(cities, eq(cities.id, groceryStores.cityId)).$dynamic();
}

export type StoreRow = Awaited<ReturnType<ReturnType<typeof stores>["execute"]>>[number];
/** What serializeStore reads: every StoreRow is one. */
export type PublicStoreRow = { [K in keyof typeof publicStoreWithCity]: StoreRow[K] };

export function listStoresInCity(db: Db, cityId: number): Promise<StoreRow[]> {
  return stores(db)
    .where(and(listedStore, eq(groceryStores.cityId, cityId)))
    .orderBy(...storeRanking);
}

export function listFeaturedStores(db: Db, limit: number): Promise<StoreRow[]> {
  return stores(db)
    .where(and(listedStore, hasActiveBoost))
    .orderBy(...storeRanking)
    .limit(limit);
}

export function listRecentStores(db: Db, limit: number): Promise<StoreRow[]> {
  return stores(db).where(listedStore).orderBy(desc(groceryStores.createdAt), asc(groceryStores.id)).limit(limit);
}

/** Every listed store, for building all store pages with one query, or only those of `towns` (a render worker's: ADR 051). */
export function listAllStores(db: Db, towns?: number[]): Promise<StoreRow[]> {
  return stores(db)
    .where(and(listedStore, inTowns(groceryStores.cityId, towns)))
    .orderBy(asc(cities.slug), ...storeRanking);
}

export async function getStoreById(db: Db, id: string): Promise<StoreRow | undefined> {
  const [row] = await stores(db)
    .where(and(reachableStore, eq(groceryStores.id, id)))
    .limit(1);
  return row;
}

export async function getStoreBySlug(db: Db, citySlug: string, storeSlug: string): Promise<StoreRow | undefined> {
  const [row] = await stores(db)
    .where(and(reachableStore, eq(cities.slug, citySlug), eq(groceryStores.slug, storeSlug)))
    .limit(1);
  return row;
}

/** Older links carry only the store's slug: the best-ranked store with that slug wins. */
export async function getStoreByBareSlug(db: Db, storeSlug: string): Promise<StoreRow | undefined> {
  const [row] = await stores(db)
    .where(and(reachableStore, eq(groceryStores.slug, storeSlug)))
    .orderBy(...storeRanking)
    .limit(1);
  return row;
}

/** Stores closed for good whose 'Permanently closed' page is still up (ADR 045). */
/**
 * Every listed store's address, in listAllStores's order: what the sitemap needs, without reading
 * every store whole in the build process that renders it (ADR 051).
 */
export function listStoreAddresses(db: Db): Promise<Array<{ id: string; slug: string; citySlug: string }>> {
  return db
    .select({ id: groceryStores.id, slug: groceryStores.slug, citySlug: cities.slug })
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(listedStore)
    .orderBy(asc(cities.slug), ...storeRanking);
}

export function listClosedStorePages(db: Db, towns?: number[]): Promise<StoreRow[]> {
  return stores(db)
    .where(and(closedPageStore, inTowns(groceryStores.cityId, towns)))
    .orderBy(asc(groceryStores.id));
}

/**
 * Whether an address names a store closed for good longer ago than its page stays: such an address
 * answers 410 Gone, not 404 (ADR 045). A deleted store is not gone in this sense: it may come back.
 */
export async function isGoneStore(
  db: Db,
  where: { id: string } | { citySlug: string; storeSlug: string } | { storeSlug: string },
): Promise<boolean> {
  const match =
    "id" in where
      ? eq(groceryStores.id, where.id)
      : "citySlug" in where
        ? and(eq(cities.slug, where.citySlug), eq(groceryStores.slug, where.storeSlug))
        : eq(groceryStores.slug, where.storeSlug);
  const rows = await db
    .select({ id: groceryStores.id })
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(and(match, sql`${groceryStores.deletedAt} is null`, closedLongAgo))
    .limit(1);
  return rows.length > 0;
}

/** When the store was closed for good, null while it trades; undefined for an unknown id. */
export async function getStoreClosedAt(db: Db, id: string): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ closedAt: groceryStores.closedAt })
    .from(groceryStores)
    .where(eq(groceryStores.id, id));
  return row?.closedAt;
}
