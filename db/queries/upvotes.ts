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

/**
 * Under the store's row lock (lockListedStore, an earlier statement, so this one's snapshot sees
 * every vote committed before the lock was granted): checks the device and network limits, stores
 * the vote and bumps the count, all in one statement - one round trip while the lock is held
 * instead of three (ADR 025). Returns the new count, or what the device and network did recently
 * when a limit refuses the vote (nothing is written then).
 */
export async function insertVoteWithinLimits(
  tx: Tx,
  key: VoteKey,
  windowMinutes: number,
  networkLimit: number,
): Promise<{ upvoteCount: number } | { refused: RecentVotes }> {
  const window = sql`make_interval(mins => ${windowMinutes})`;
  const msUntilOut = (at: ReturnType<typeof sql>) =>
    sql`coalesce(greatest(0, extract(epoch from (${at} + ${window} - now())) * 1000), 0)::float8`;
  const result = await tx.execute<{
    device_wait_ms: number;
    network_votes: number;
    network_wait_ms: number;
    upvote_count: number | null;
  }>(sql`
    with recent as (
      select
        ${msUntilOut(sql`max(${upvotes.createdAt}) filter (where ${upvotes.deviceId} = ${key.deviceId})`)} as device_wait_ms,
        (count(*) filter (where ${upvotes.networkHash} = ${key.networkHash}))::int as network_votes,
        ${msUntilOut(sql`min(${upvotes.createdAt}) filter (where ${upvotes.networkHash} = ${key.networkHash})`)} as network_wait_ms
      from ${upvotes}
      where ${upvotes.groceryStoreId} = ${key.storeId}
        and ${upvotes.createdAt} > now() - ${window}
        and (${upvotes.deviceId} = ${key.deviceId} or ${upvotes.networkHash} = ${key.networkHash})
    ),
    vote as (
      insert into ${upvotes} (grocery_store_id, device_id, network_hash)
      select ${key.storeId}, ${key.deviceId}, ${key.networkHash} from recent
      where recent.device_wait_ms = 0 and recent.network_votes < ${networkLimit}
      returning grocery_store_id
    ),
    counted as (
      update ${groceryStores} set upvote_count = upvote_count + 1
      where ${groceryStores.id} in (select grocery_store_id from vote)
      returning upvote_count
    )
    select recent.*, (select upvote_count from counted) as upvote_count from recent`);
  const row = (Array.isArray(result) ? result[0] : (result as { rows: unknown[] }).rows[0]) as
    { device_wait_ms: number; network_votes: number; network_wait_ms: number; upvote_count: number | null } | undefined;
  if (!row) throw new Error("the vote statement returned no row");
  if (row.upvote_count !== null) return { upvoteCount: Number(row.upvote_count) };
  return {
    refused: {
      deviceWaitMs: Number(row.device_wait_ms),
      networkVotes: Number(row.network_votes),
      networkWaitMs: Number(row.network_wait_ms),
    },
  };
}
