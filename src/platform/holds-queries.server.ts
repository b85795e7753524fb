// What one holder (a network, a device, an address) holds at once (issue #43): claims waiting for
// confirmation or review, and unpaid purchases still blocking their store. The limit itself is
// src/platform/hold-limits.server.ts.
import { and, eq, gt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { boosts, businessClaims } from "../../db/schema.ts";

export interface Holder {
  network: string;
  device: string;
  email: string;
}

export interface HeldCounts {
  network: number;
  device: number;
  address: number;
}

/**
 * Orders concurrent holds by one network or device: two requests for different stores lock
 * different store rows, so without this both could count below the limit and both insert.
 */
export async function lockHolder(tx: Tx, holder: Holder): Promise<void> {
  for (const key of [`hold:network:${holder.network}`, `hold:device:${holder.device}`])
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

const count = (where: SQL | undefined) => sql<number>`(count(*) filter (where ${where}))::int`;

/**
 * Claims held: an unverified one while its link still works (`linkSince`), and a confirmed one
 * until it is reviewed. By address only confirmed ones count, so nobody can use up a stranger's
 * allowance by submitting claims in their name.
 */
export async function countHeldClaims(tx: Tx, holder: Holder, linkSince: Date): Promise<HeldCounts> {
  const [row] = await tx
    .select({
      network: count(eq(businessClaims.requesterNetwork, holder.network)),
      device: count(eq(businessClaims.requesterDevice, holder.device)),
      address: count(
        and(eq(businessClaims.status, "pending"), sql`lower(${businessClaims.ownerEmail}) = lower(${holder.email})`),
      ),
    })
    .from(businessClaims)
    .where(
      or(
        eq(businessClaims.status, "pending"),
        and(eq(businessClaims.status, "unverified"), gt(businessClaims.createdAt, linkSince)),
      ),
    );
  return row!;
}

/** Unpaid purchases started since `since` (they still block their store), on stores but `storeId`. */
export async function countHeldPurchases(tx: Tx, holder: Holder, since: Date, storeId: string): Promise<HeldCounts> {
  const [row] = await tx
    .select({
      network: count(eq(boosts.buyerNetwork, holder.network)),
      device: count(eq(boosts.buyerDevice, holder.device)),
      address: count(sql`lower(${boosts.customerEmail}) = lower(${holder.email})`),
    })
    .from(boosts)
    .where(and(eq(boosts.status, "incomplete"), gt(boosts.createdAt, since), ne(boosts.groceryStoreId, storeId)));
  return row!;
}
