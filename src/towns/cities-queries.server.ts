import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, groceryStores } from "../../db/schema.ts";
import { hasActiveBoost } from "../boosts/active-boost-queries.server.ts";
import { listedStore } from "../stores/store-visibility-queries.server.ts";
import { inTowns } from "../site/town-share-queries.server.ts";

// Re-exported for the queries that imported it from here before ADR 024 moved it.
export { listedStore };

const cityWithCounts = {
  city: cities,
  storeCount: sql<number>`count(${groceryStores.id})::int`,
  storesWithVotes: sql<number>`(count(${groceryStores.id}) filter (where ${groceryStores.upvoteCount} > 0))::int`,
  boostedStores: sql<number>`(count(${groceryStores.id}) filter (where ${hasActiveBoost}))::int`,
};

export type CityWithCounts = {
  city: typeof cities.$inferSelect;
  storeCount: number;
  storesWithVotes: number;
  boostedStores: number;
};

function citiesWithCounts(db: Db) {
  return db
    .select(cityWithCounts)
    .from(cities)
    .leftJoin(groceryStores, and(eq(groceryStores.cityId, cities.id), listedStore))
    .groupBy(cities.id)
    .$dynamic();
}

export async function listCities(
  db: Db,
  options: { onlyWithStores?: boolean; towns?: number[] } = {},
): Promise<CityWithCounts[]> {
  const query = citiesWithCounts(db)
    .where(inTowns(cities.id, options.towns))
    .orderBy(asc(cities.name), asc(cities.state));
  if (options.onlyWithStores) query.having(sql`count(${groceryStores.id}) > 0`);
  return query;
}

export async function getCityBySlug(db: Db, slug: string): Promise<CityWithCounts | undefined> {
  const [row] = await citiesWithCounts(db).where(eq(cities.slug, slug)).limit(1);
  return row;
}

export async function getCityById(db: Db, id: number): Promise<CityWithCounts | undefined> {
  const [row] = await citiesWithCounts(db).where(eq(cities.id, id)).limit(1);
  return row;
}

export async function updateCity(db: Pick<Db, "update">, id: number, values: Partial<typeof cities.$inferInsert>) {
  const [row] = await db
    .update(cities)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(cities.id, id))
    .returning();
  return row;
}

/**
 * The town has store rows and every one is a rejected new listing: it was made for a listing the
 * admin turned down, so it has no page (issue #49). A town that never had a store keeps its page.
 */
const onlyRejectedListings = sql<boolean>`(
  exists (select 1 from ${groceryStores} where ${groceryStores.cityId} = ${cities.id} and ${groceryStores.reviewStatus} = 'rejected')
  and not exists (select 1 from ${groceryStores} where ${groceryStores.cityId} = ${cities.id} and ${groceryStores.reviewStatus} <> 'rejected')
)`;

/** Towns made only for rejected listings: the build makes no page for them. */
export async function townsOfRejectedListings(db: Db): Promise<Set<number>> {
  const rows = await db.select({ id: cities.id }).from(cities).where(onlyRejectedListings);
  return new Set(rows.map((r) => r.id));
}

/** Whether a town was made only for rejected listings: its address answers 404. */
export async function isTownOfRejectedListings(db: Db, cityId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), onlyRejectedListings));
  return row !== undefined;
}
