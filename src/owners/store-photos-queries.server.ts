// Owners' photos of their store (ADR 046): in gallery order, the first being the main photo.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { storePhotos, type StorePhoto } from "../../db/schema.ts";

type Conn = Db | Tx;

export function photosOfStore(db: Conn, storeId: string): Promise<StorePhoto[]> {
  return db
    .select()
    .from(storePhotos)
    .where(eq(storePhotos.groceryStoreId, storeId))
    .orderBy(asc(storePhotos.position), asc(storePhotos.createdAt));
}

/** Every store's photos, for the build: one query. */
export function allStorePhotos(db: Conn): Promise<StorePhoto[]> {
  return db.select().from(storePhotos).orderBy(asc(storePhotos.groceryStoreId), asc(storePhotos.position));
}

export async function getStorePhoto(db: Conn, id: string): Promise<StorePhoto | undefined> {
  const [row] = await db.select().from(storePhotos).where(eq(storePhotos.id, id));
  return row;
}

export async function insertStorePhoto(tx: Tx, photo: typeof storePhotos.$inferInsert): Promise<StorePhoto> {
  const [row] = await tx.insert(storePhotos).values(photo).returning();
  return row!;
}

export async function deleteStorePhoto(tx: Tx, storeId: string, id: string): Promise<StorePhoto | undefined> {
  const [row] = await tx
    .delete(storePhotos)
    .where(and(eq(storePhotos.id, id), eq(storePhotos.groceryStoreId, storeId)))
    .returning();
  return row;
}

/** Positions 0..n-1 in the given order (every id is one of the store's photos: checked by the caller). */
export async function setPhotoPositions(tx: Tx, storeId: string, order: readonly string[]): Promise<void> {
  for (const [position, id] of order.entries()) {
    await tx
      .update(storePhotos)
      .set({ position })
      .where(and(eq(storePhotos.id, id), eq(storePhotos.groceryStoreId, storeId)));
  }
}

export async function nextPhotoPosition(tx: Tx, storeId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${storePhotos.position}) + 1, 0)::int` })
    .from(storePhotos)
    .where(eq(storePhotos.groceryStoreId, storeId));
  return Number(row?.next ?? 0);
}
