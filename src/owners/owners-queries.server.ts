// Who speaks for a store (ADR 037): its verified owner, and, apart from that, who paid for its boost.
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { boosts, businessClaims, groceryStores, storeOwners } from "../../db/schema.ts";
import { boostIsActive } from "../boosts/active-boost-queries.server.ts";

type Conn = Db | Tx;

const normal = (rows: { email: string }[]) => [...new Set(rows.map((r) => r.email.trim().toLowerCase()))];

/**
 * The verified owner's addresses: the store's owner record (set when an admin approves a claim) and
 * any approved claim's address. Never a boost buyer as such: paying for a boost proves no ownership.
 */
export async function verifiedOwnerEmails(db: Conn, storeId: string): Promise<string[]> {
  const owner = await db
    .select({ email: storeOwners.email })
    .from(groceryStores)
    .innerJoin(storeOwners, eq(storeOwners.id, groceryStores.ownerId))
    .where(eq(groceryStores.id, storeId));
  const claimants = await db
    .select({ email: businessClaims.ownerEmail })
    .from(businessClaims)
    .where(and(eq(businessClaims.groceryStoreId, storeId), eq(businessClaims.status, "approved")));
  return normal([...owner, ...claimants]);
}

/** Addresses that paid for a boost of the store that is running or queued (paid, not yet ended). */
export async function boostBuyerEmails(db: Conn, storeId: string): Promise<string[]> {
  const buyers = await db
    .select({ email: boosts.customerEmail })
    .from(boosts)
    .where(and(eq(boosts.groceryStoreId, storeId), boostIsActive()));
  return normal(buyers);
}

/** The owner record a store points at (set when an admin approved a claim), if any. */
export async function getOwnerRecord(db: Conn, ownerId: string | null) {
  if (!ownerId) return undefined;
  const [owner] = await db.select().from(storeOwners).where(eq(storeOwners.id, ownerId));
  return owner;
}

/**
 * Stores whose running boost was bought by their verified owner (an address of the owner record or
 * of an approved claim): the only ones whose page may say "Its owner features it" (issue #49).
 */
export async function storesBoostedByTheirOwner(db: Conn): Promise<Set<string>> {
  const buyer = sql`lower(trim(${boosts.customerEmail}))`;
  const rows = await db
    .selectDistinct({ id: boosts.groceryStoreId })
    .from(boosts)
    .where(
      and(
        boostIsActive(),
        sql`(exists (
          select 1 from ${groceryStores} join ${storeOwners} on ${storeOwners.id} = ${groceryStores.ownerId}
          where ${groceryStores.id} = ${boosts.groceryStoreId} and lower(trim(${storeOwners.email})) = ${buyer}
        ) or exists (
          select 1 from ${businessClaims}
          where ${businessClaims.groceryStoreId} = ${boosts.groceryStoreId}
            and ${businessClaims.status} = 'approved'
            and lower(trim(${businessClaims.ownerEmail})) = ${buyer}
        ))`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}
