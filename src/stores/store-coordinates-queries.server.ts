// Stores whose coordinates' precision is not yet known (ADR 022), and setting it.
import { eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { cities, groceryStores } from "../../db/schema.ts";
import type { StoreCoordinates } from "../towns/store-coordinates.ts";

export interface UnplacedStore {
  id: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
  cityLatitude: number | null;
  cityLongitude: number | null;
}

/** Stores (deleted ones too: they can be restored) with no coordinates or no precision. */
export async function listUnplacedStores(db: Db | Tx, limit: number): Promise<UnplacedStore[]> {
  return db
    .select({
      id: groceryStores.id,
      zipCode: groceryStores.zipCode,
      latitude: groceryStores.latitude,
      longitude: groceryStores.longitude,
      cityLatitude: cities.latitude,
      cityLongitude: cities.longitude,
    })
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(isNull(groceryStores.coordinatesPrecision))
    .orderBy(groceryStores.id)
    .limit(limit);
}

export async function setStoreCoordinates(tx: Db | Tx, id: string, coordinates: StoreCoordinates): Promise<void> {
  await tx.update(groceryStores).set(coordinates).where(eq(groceryStores.id, id));
}
