// Reads and writes of the data imports (USDA SNAP, OSM expansion): the stores an import matches
// against, and the refresh of a store it found again.
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
import { groceryStores, type NewGroceryStore } from "../schema.ts";

/** Every store, deleted ones too: their slugs stay taken, though only live ones are matched. */
export function listStoresForMatching(db: Db | Tx) {
  return db
    .select({
      id: groceryStores.id,
      slug: groceryStores.slug,
      cityId: groceryStores.cityId,
      name: groceryStores.name,
      address: groceryStores.address,
      zipCode: groceryStores.zipCode,
      phone: groceryStores.phone,
      latitude: groceryStores.latitude,
      longitude: groceryStores.longitude,
      snapRecordId: groceryStores.snapRecordId,
      live: sql<boolean>`${groceryStores.deletedAt} is null`,
    })
    .from(groceryStores);
}

export type MatchableStore = Awaited<ReturnType<typeof listStoresForMatching>>[number];

export interface SnapConfirmation {
  snapAuthorizedOn: string | null;
  snapConfirmedOn: string;
  snapRecordId: string | null;
  banner: string | null;
  latitude: number | null;
  longitude: number | null;
  confirmedAt: Date;
  confirmedBy: string;
}

/** Marks a store SNAP-authorised as USDA lists it, keeping what owners and editors wrote. */
export async function confirmSnapStore(tx: Tx | Db, id: string, c: SnapConfirmation): Promise<void> {
  await tx
    .update(groceryStores)
    .set({
      acceptsSnap: true,
      snapAuthorizedOn: sql`coalesce(${c.snapAuthorizedOn}::date, ${groceryStores.snapAuthorizedOn})`,
      snapConfirmedOn: c.snapConfirmedOn,
      snapRecordId: sql`coalesce(${c.snapRecordId}, ${groceryStores.snapRecordId})`,
      banner: sql`coalesce(${groceryStores.banner}, ${c.banner})`,
      latitude: sql`coalesce(${groceryStores.latitude}, ${c.latitude}::double precision)`,
      longitude: sql`coalesce(${groceryStores.longitude}, ${c.longitude}::double precision)`,
      lastConfirmedAt: c.confirmedAt,
      lastConfirmedBy: c.confirmedBy,
      updatedAt: c.confirmedAt,
    })
    .where(eq(groceryStores.id, id));
}

/** USDA lists the store's authorisation as ended: it no longer takes SNAP. */
export async function endSnap(tx: Tx | Db, id: string, at: Date): Promise<void> {
  await tx
    .update(groceryStores)
    .set({ acceptsSnap: false, lastConfirmedAt: at, lastConfirmedBy: "usda-snap: authorisation ended", updatedAt: at })
    .where(eq(groceryStores.id, id));
}

/** Many new stores in one statement (an import's batch). */
export async function insertStores(tx: Tx | Db, stores: NewGroceryStore[]): Promise<void> {
  if (stores.length > 0) await tx.insert(groceryStores).values(stores);
}
