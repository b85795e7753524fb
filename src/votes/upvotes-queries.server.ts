// A vote in one round trip: the cast_upvote function (current definition: db/sql/vote-rule.sql,
// created by migrations 0013, 0014 and 0020) checks "one vote per store per device per window" and
// the network cap under the store's row lock, then stores the vote, bumps the count and notes that
// vote counts changed since the last build (src/votes/cast-vote.server.ts, ADRs 008, 026 and
// 042). Time comes from the database clock only, so function instances with drifting clocks agree
// on when a cooldown ends.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

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

export type VoteOutcome = { upvoteCount: number } | { refused: RecentVotes } | { notFound: true } | { closed: true };

/**
 * Counts the vote unless the device voted for the store within `windowMinutes` or its network cast
 * `networkLimit` votes for it there; `notFound` when no reachable store has this id, `closed` when
 * it is closed for good. One statement
 * that commits on its own: call it outside any transaction.
 */
export async function castUpvote(
  db: Db,
  key: VoteKey,
  windowMinutes: number,
  networkLimit: number,
): Promise<VoteOutcome> {
  const [row] = await db
    .select({
      outcome: sql<"counted" | "refused" | "not_found" | "closed">`v.outcome`,
      newCount: sql<number | null>`v.new_count`,
      deviceWaitMs: sql<number>`v.device_wait_ms`,
      networkVotes: sql<number>`v.network_votes`,
      networkWaitMs: sql<number>`v.network_wait_ms`,
    })
    .from(
      sql`cast_upvote(${key.storeId}::uuid, ${key.deviceId}::text, ${key.networkHash}::text, ${windowMinutes}::integer, ${networkLimit}::integer) as v`,
    );
  if (!row) throw new Error("cast_upvote returned no row");
  if (row.outcome === "not_found") return { notFound: true };
  if (row.outcome === "closed") return { closed: true };
  if (row.outcome === "counted") return { upvoteCount: Number(row.newCount) };
  return {
    refused: {
      deviceWaitMs: Number(row.deviceWaitMs),
      networkVotes: Number(row.networkVotes),
      networkWaitMs: Number(row.networkWaitMs),
    },
  };
}
