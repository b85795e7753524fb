// Owners' proposed name and address changes awaiting an admin (ADR 044).
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { cities, groceryStores, nameAddressChanges, type NameAddressChange } from "../../db/schema.ts";

type Conn = Db | Tx;

export const NAME_ADDRESS_PROPOSED_ACTION = "store.name_address_proposed";
export const NAME_ADDRESS_APPROVED_ACTION = "store.name_address_change";
export const NAME_ADDRESS_REJECTED_ACTION = "store.name_address_rejected";

export type NewNameAddressChange = typeof nameAddressChanges.$inferInsert;

/** A new proposal replaces the store's pending one (one pending proposal per store). */
export async function insertProposal(tx: Tx, values: NewNameAddressChange): Promise<NameAddressChange> {
  await tx
    .update(nameAddressChanges)
    .set({ status: "withdrawn", reviewedAt: sql`now()` })
    .where(and(eq(nameAddressChanges.groceryStoreId, values.groceryStoreId), eq(nameAddressChanges.status, "pending")));
  const [row] = await tx.insert(nameAddressChanges).values(values).returning();
  return row!;
}

export async function pendingProposal(db: Conn, storeId: string): Promise<NameAddressChange | undefined> {
  const [row] = await db
    .select()
    .from(nameAddressChanges)
    .where(and(eq(nameAddressChanges.groceryStoreId, storeId), eq(nameAddressChanges.status, "pending")));
  return row;
}

/** One proposal, locked for the rest of the transaction (two admins deciding it queue up). */
export async function getProposalForUpdate(tx: Tx, id: string): Promise<NameAddressChange | undefined> {
  const [row] = await tx.select().from(nameAddressChanges).where(eq(nameAddressChanges.id, id)).for("update");
  return row;
}

export async function decideProposal(
  tx: Tx,
  id: string,
  decision: { status: "approved" | "rejected"; rejectionReason?: string },
): Promise<void> {
  await tx
    .update(nameAddressChanges)
    .set({ status: decision.status, rejectionReason: decision.rejectionReason ?? null, reviewedAt: sql`now()` })
    .where(eq(nameAddressChanges.id, id));
}

/** Every pending proposal of a listed store, oldest first, with the store as it is now. */
export function listPendingProposals(db: Db, limit = 200) {
  return db
    .select({
      change: nameAddressChanges,
      storeName: groceryStores.name,
      slug: groceryStores.slug,
      citySlug: cities.slug,
      cityName: cities.name,
      state: cities.state,
    })
    .from(nameAddressChanges)
    .innerJoin(groceryStores, eq(groceryStores.id, nameAddressChanges.groceryStoreId))
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .where(eq(nameAddressChanges.status, "pending"))
    .orderBy(asc(nameAddressChanges.createdAt), asc(nameAddressChanges.id))
    .limit(limit);
}

/** A store's proposals, newest first (its history in /admin). */
export function storeProposals(db: Conn, storeId: string): Promise<NameAddressChange[]> {
  return db
    .select()
    .from(nameAddressChanges)
    .where(eq(nameAddressChanges.groceryStoreId, storeId))
    .orderBy(desc(nameAddressChanges.createdAt), desc(nameAddressChanges.id));
}

/** Every slug held in the town by another store, deleted and merged ones too (the unique index counts them). */
export async function slugsTakenInCity(tx: Tx, cityId: number, exceptStoreId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: groceryStores.id, slug: groceryStores.slug })
    .from(groceryStores)
    .where(eq(groceryStores.cityId, cityId));
  return new Set(rows.filter((r) => r.id !== exceptStoreId).map((r) => r.slug));
}

/** Listed stores of the town other than `exceptStoreId`, for the duplicate rule. */
export function otherStoresInCity(tx: Tx, cityId: number, exceptStoreId: string) {
  return tx
    .select({
      id: groceryStores.id,
      slug: groceryStores.slug,
      name: groceryStores.name,
      address: groceryStores.address,
    })
    .from(groceryStores)
    .where(
      and(
        eq(groceryStores.cityId, cityId),
        sql`${groceryStores.id} <> ${exceptStoreId}::uuid`,
        isNull(groceryStores.deletedAt),
        isNull(groceryStores.mergedIntoId),
      ),
    );
}
