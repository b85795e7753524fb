// A vote in one round trip: the cast_upvote function (current definition: db/sql/vote-rule.sql,
// created by migrations 0013, 0014, 0020, 0025 and 0032) checks "one vote per store per device per
// window" and the network cap while holding the store's vote lock, then bumps the count, stores
// the vote and notes that vote counts changed since the last build (src/votes/cast-vote.server.ts,
// ADRs 008, 026, 042 and 068). Time comes from the database clock only, so function instances with drifting clocks agree
// on when a cooldown ends.
import { sql } from "drizzle-orm";
import { hasOwnSessions, type Db } from "../../db/client.ts";

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
 * The call, built once per database handle: a vote is the busiest write (issue #48). Named where
 * each connection has its own session, so the server also parses and plans it once per connection
 * (ADR 068); unnamed on the embedded server, whose one session every connection shares.
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareCast>>();

function prepareCast(db: Db) {
  const arg = (name: keyof VoteKey | "windowMinutes" | "networkLimit") => sql.placeholder(name);
  return db
    .select({
      outcome: sql<"counted" | "refused" | "not_found" | "closed">`v.outcome`,
      newCount: sql<number | null>`v.new_count`,
      deviceWaitMs: sql<number>`v.device_wait_ms`,
      networkVotes: sql<number>`v.network_votes`,
      networkWaitMs: sql<number>`v.network_wait_ms`,
    })
    .from(
      sql`cast_upvote(${arg("storeId")}::uuid, ${arg("deviceId")}::text, ${arg("networkHash")}::text, ${arg("windowMinutes")}::integer, ${arg("networkLimit")}::integer) as v`,
    )
    .prepare(hasOwnSessions(db) ? "cast_upvote" : "");
}

/**
 * Counts the vote unless the device voted for the store within `windowMinutes` or its network cast
 * `networkLimit` votes for it there; `notFound` when no reachable store has this id, `closed` when
 * it is closed for good. One statement that commits on its own: call it outside any transaction.
 */
export async function castUpvote(
  db: Db,
  key: VoteKey,
  windowMinutes: number,
  networkLimit: number,
): Promise<VoteOutcome> {
  let cast = prepared.get(db);
  if (!cast) prepared.set(db, (cast = prepareCast(db)));
  const [row] = await cast.execute({ ...key, windowMinutes, networkLimit });
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
