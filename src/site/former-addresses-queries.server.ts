// Page addresses stores no longer have (ADR 044): a merged duplicate's, or the one an approved name or
// address change left behind. resolve-address.ts reads them only when no current store answers.
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { formerStoreAddresses, groceryStores } from "../../db/schema.ts";

type Conn = Db | Tx;

export type FormerAddressReason = "merge" | "move";

/** The store that once lived at /grocery-stores/{citySlug}/{storeSlug}, if any. */
export async function formerAddressStoreId(db: Conn, citySlug: string, storeSlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ storeId: formerStoreAddresses.groceryStoreId })
    .from(formerStoreAddresses)
    .where(
      and(
        eq(formerStoreAddresses.citySlug, citySlug.toLowerCase()),
        eq(formerStoreAddresses.storeSlug, storeSlug.toLowerCase()),
      ),
    );
  return row?.storeId;
}

/** The address now leads to `storeId`; an older entry for the same address is replaced. */
export async function recordFormerAddress(
  tx: Tx,
  address: { citySlug: string; storeSlug: string },
  storeId: string,
  reason: FormerAddressReason,
): Promise<void> {
  await tx
    .insert(formerStoreAddresses)
    .values({
      citySlug: address.citySlug.toLowerCase(),
      storeSlug: address.storeSlug.toLowerCase(),
      groceryStoreId: storeId,
      reason,
    })
    .onConflictDoUpdate({
      target: [formerStoreAddresses.citySlug, formerStoreAddresses.storeSlug],
      set: { groceryStoreId: storeId, reason, createdAt: sql`now()` },
    });
}

/** A store's current address is no former address of anyone (a store moved back, or took a freed slug). */
export async function forgetFormerAddress(tx: Tx, address: { citySlug: string; storeSlug: string }): Promise<void> {
  await tx
    .delete(formerStoreAddresses)
    .where(
      and(
        eq(formerStoreAddresses.citySlug, address.citySlug.toLowerCase()),
        eq(formerStoreAddresses.storeSlug, address.storeSlug.toLowerCase()),
      ),
    );
}

/** Every former address of `fromStoreId` now leads to `toStoreId` (a merge), so no chain of 301s forms. */
export async function moveFormerAddresses(tx: Tx, fromStoreId: string, toStoreId: string): Promise<void> {
  await tx
    .update(formerStoreAddresses)
    .set({ groceryStoreId: toStoreId })
    .where(eq(formerStoreAddresses.groceryStoreId, fromStoreId));
}

/** The listing a merged duplicate now lives on, by the duplicate's id; undefined when not merged. */
export async function mergedIntoStoreId(db: Conn, storeId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ survivorId: groceryStores.mergedIntoId })
    .from(groceryStores)
    .where(eq(groceryStores.id, storeId));
  return row?.survivorId ?? undefined;
}
