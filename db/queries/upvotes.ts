// Reads and writes behind "one vote per store per device per 60 minutes" (src/server/upvotes/cast-vote.ts,
// docs/decisions/008-upvotes-exact-and-limited.md). Time comes from the database clock only, so
// function instances with drifting clocks agree on when a cooldown ends.
import { and, eq, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
import { groceryStores, upvotes } from "../schema.ts";
import { reachableStore } from "./store-visibility.ts";

export interface VoteKey {
  storeId: string;
  deviceId: string;
  networkHash: string;
}

export interface RecentVotes {
  /** Milliseconds until this device's last vote for the store leaves the window; 0 if none in it. */
  deviceWaitMs: number;
  /** Votes for the store from this network inside the window. */
  networkVotes: number;
  /** Milliseconds until the network's oldest vote in the window leaves it; 0 if none. */
  networkWaitMs: number;
}

/** What this device and its network did for the store in the last `windowMinutes`. */
export async function getRecentVotes(db: Db | Tx, key: VoteKey, windowMinutes: number): Promise<RecentVotes> {
  const window = sql`make_interval(mins => ${windowMinutes})`;
  const msUntilOut = (at: ReturnType<typeof sql>) =>
    sql<number>`coalesce(greatest(0, extract(epoch from (${at} + ${window} - now())) * 1000), 0)::float8`;
  const [row] = await db
    .select({
      deviceWaitMs: msUntilOut(sql`max(${upvotes.createdAt}) filter (where ${upvotes.deviceId} = ${key.deviceId})`),
      networkVotes: sql<number>`(count(*) filter (where ${upvotes.networkHash} = ${key.networkHash}))::int`,
      networkWaitMs: msUntilOut(
        sql`min(${upvotes.createdAt}) filter (where ${upvotes.networkHash} = ${key.networkHash})`,
      ),
    })
    .from(upvotes)
    .where(
      and(
        eq(upvotes.groceryStoreId, key.storeId),
        sql`${upvotes.createdAt} > now() - ${window}`,
        or(eq(upvotes.deviceId, key.deviceId), eq(upvotes.networkHash, key.networkHash)),
      ),
    );
  return {
    deviceWaitMs: Number(row?.deviceWaitMs ?? 0),
    networkVotes: Number(row?.networkVotes ?? 0),
    networkWaitMs: Number(row?.networkWaitMs ?? 0),
  };
}

/**
 * Locks a reachable store's row (a new listing awaiting review shows the button too) until the
 * transaction ends; false when there is no such store. Every
 * vote updates this row anyway, so taking the lock first costs no concurrency and makes the checks
 * that follow see every vote committed before ours.
 */
export async function lockListedStore(tx: Tx, storeId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: groceryStores.id })
    .from(groceryStores)
    .where(and(eq(groceryStores.id, storeId), reachableStore))
    .for("update");
  return rows.length > 0;
}

/** Stores the vote and bumps the store's count in the caller's transaction; returns the new count. */
export async function insertVote(tx: Tx, key: VoteKey): Promise<number> {
  await tx
    .insert(upvotes)
    .values({ groceryStoreId: key.storeId, deviceId: key.deviceId, networkHash: key.networkHash });
  const [row] = await tx
    .update(groceryStores)
    .set({ upvoteCount: sql`${groceryStores.upvoteCount} + 1` })
    .where(eq(groceryStores.id, key.storeId))
    .returning({ upvoteCount: groceryStores.upvoteCount });
  return row!.upvoteCount;
}
