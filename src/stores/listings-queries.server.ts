// Writes behind "List Your Grocery Store": find or create the town, detect duplicates, insert.
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { cities, groceryStores, type City, type NewCity, type NewGroceryStore } from "../../db/schema.ts";

export async function findCityByNameAndState(tx: Tx | Db, name: string, state: string): Promise<City | undefined> {
  const [row] = await tx
    .select()
    .from(cities)
    .where(and(sql`lower(${cities.name}) = lower(${name})`, eq(cities.state, state)))
    .limit(1);
  return row;
}

/** Inserts the town unless a concurrent listing just did; either way returns it. */
export async function insertCityIfAbsent(tx: Tx | Db, city: NewCity): Promise<City> {
  await tx.insert(cities).values(city).onConflictDoNothing();
  const row = await findCityByNameAndState(tx, city.name, city.state);
  if (!row) throw new Error(`city ${city.slug} neither inserted nor found`);
  return row;
}

/** Serialises listings within one town, so duplicate and slug checks cannot race. */
export async function lockCity(tx: Tx, cityId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${cities} where ${cities.id} = ${cityId} for update`);
}

export async function listStoreKeysInCity(tx: Tx | Db, cityId: number) {
  return tx
    .select({
      id: groceryStores.id,
      slug: groceryStores.slug,
      name: groceryStores.name,
      address: groceryStores.address,
    })
    .from(groceryStores)
    .where(and(eq(groceryStores.cityId, cityId), isNull(groceryStores.deletedAt)));
}

export async function insertStore(tx: Tx | Db, store: NewGroceryStore) {
  const [row] = await tx
    .insert(groceryStores)
    .values(store)
    .returning({ id: groceryStores.id, slug: groceryStores.slug });
  return row!;
}

/** Listings sent from one network (client-network.ts subnetHash) since `since`, for the spam rules. */
export async function countListingsFromNetwork(tx: Tx | Db, network: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(groceryStores)
    .where(and(eq(groceryStores.listerNetwork, network), gt(groceryStores.createdAt, since)));
  return row?.n ?? 0;
}
