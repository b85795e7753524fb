// Business claims: an owner asks for a listing, proves the e-mail address, an admin decides.
// Status flow: unverified -> pending (address proven) -> approved | rejected.
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { businessClaims, cities, groceryStores, storeOwners, type BusinessClaim } from "../../db/schema.ts";

type Executor = Tx | Db;

export const OPEN_STATUSES = ["unverified", "pending"] as const;

/** The confirmed claim (pending review) this address already has on the store, if any. */
export async function findPendingClaimOf(tx: Executor, storeId: string, email: string) {
  const [row] = await tx
    .select()
    .from(businessClaims)
    .where(
      and(
        eq(businessClaims.groceryStoreId, storeId),
        sql`lower(${businessClaims.ownerEmail}) = lower(${email})`,
        eq(businessClaims.status, "pending"),
      ),
    );
  return row;
}

export async function insertClaim(tx: Executor, claim: typeof businessClaims.$inferInsert): Promise<BusinessClaim> {
  const [row] = await tx.insert(businessClaims).values(claim).returning();
  return row!;
}

export async function updateClaim(tx: Executor, id: string, values: Partial<typeof businessClaims.$inferInsert>) {
  const [row] = await tx.update(businessClaims).set(values).where(eq(businessClaims.id, id)).returning();
  return row!;
}

/**
 * One claim, locked for the rest of the transaction, after its store: every change to a store's
 * claims locks the store row first, so two of them (a review, a verification, a new claim) queue
 * up instead of deadlocking on each other's claim rows.
 */
export async function lockClaimWithStore(tx: Tx, id: string): Promise<BusinessClaim | undefined> {
  const [peek] = await tx
    .select({ storeId: businessClaims.groceryStoreId })
    .from(businessClaims)
    .where(eq(businessClaims.id, id));
  if (!peek) return undefined;
  await tx.execute(sql`select 1 from ${groceryStores} where ${groceryStores.id} = ${peek.storeId} for update`);
  const [row] = await tx.select().from(businessClaims).where(eq(businessClaims.id, id)).for("update");
  return row;
}

/** The other open claims on a store, e.g. those that lose when one is approved. */
export async function listOtherOpenClaims(tx: Executor, storeId: string, exceptId: string) {
  return tx
    .select()
    .from(businessClaims)
    .where(
      and(
        eq(businessClaims.groceryStoreId, storeId),
        ne(businessClaims.id, exceptId),
        inArray(businessClaims.status, [...OPEN_STATUSES]),
      ),
    );
}

/**
 * Flags every verified claim on the store as competing when more than one waits for review, and
 * clears the flag when one is left: the admin must see that someone else asks for the same store.
 */
export async function refreshCompetingFlags(tx: Executor, storeId: string): Promise<void> {
  await tx.execute(sql`
    update ${businessClaims}
    set has_competing_claims = (
      select count(*) > 1 from ${businessClaims} other
      where other.grocery_store_id = ${storeId}::uuid and other.status = 'pending'
    )
    where grocery_store_id = ${storeId}::uuid and status = 'pending'`);
}

/** The owner record for an address: created on the first approval, reused (and renamed) after. */
export async function upsertOwner(tx: Executor, owner: { name: string; email: string; phone: string | null }) {
  const [row] = await tx
    .insert(storeOwners)
    .values(owner)
    .onConflictDoUpdate({
      target: storeOwners.email,
      set: { name: owner.name, phone: sql`coalesce(excluded.phone, ${storeOwners.phone})` },
    })
    .returning();
  return row!;
}

/** Claims shown to the admin: verified ones only (an unproven address is nobody's business yet). */
export async function listClaimsForReview(db: Db, reviewedLimit: number) {
  const columns = {
    claim: businessClaims,
    shop: {
      id: groceryStores.id,
      name: groceryStores.name,
      slug: groceryStores.slug,
      address: groceryStores.address,
      ownerId: groceryStores.ownerId,
      deletedAt: groceryStores.deletedAt,
      cityName: cities.name,
      citySlug: cities.slug,
      state: cities.state,
    },
  };
  const base = () =>
    db
      .select(columns)
      .from(businessClaims)
      .innerJoin(groceryStores, eq(groceryStores.id, businessClaims.groceryStoreId))
      .innerJoin(cities, eq(cities.id, groceryStores.cityId))
      .$dynamic();
  // Pending first, oldest first (first come, first served); then the latest decisions.
  const pending = await base()
    .where(eq(businessClaims.status, "pending"))
    .orderBy(asc(businessClaims.emailVerifiedAt), asc(businessClaims.id));
  const reviewed = await base()
    .where(inArray(businessClaims.status, ["approved", "rejected"]))
    .orderBy(desc(businessClaims.reviewedAt), desc(businessClaims.id))
    .limit(reviewedLimit);
  return [...pending, ...reviewed];
}

export type ClaimForReview = Awaited<ReturnType<typeof listClaimsForReview>>[number];
