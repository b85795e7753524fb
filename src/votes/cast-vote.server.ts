// One shopper's vote for a store: at most one per store per device per 60 minutes and a few per
// store per network, counted exactly however many arrive at once (ADRs 008 and 026). The rule itself
// runs in the database: db/sql/vote-rule.sql is its current definition (cast_upvote).
import type { Db } from "../../db/client.ts";
import { castUpvote, type VoteKey } from "./upvotes-queries.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { forgetSearchAnswers } from "../search/answer-cache.server.ts";
import { closedStoreMessage } from "../stores/closed-store.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { isUuid } from "../stores/identifier.server.ts";
import { VOTE_COOLDOWN_MINUTES } from "./cooldown.ts";
import { NETWORK_VOTES_PER_STORE, refusalError, refusalFor } from "./vote-limits.server.ts";

export interface Voter {
  deviceId: string;
  /** Keyed hash of the client's network (src/platform/client-network.server.ts); never the address. */
  networkHash: string;
}

export async function castVote(db: Db, rawStoreId: string, voter: Voter): Promise<{ upvoteCount: number }> {
  if (!isUuid(rawStoreId)) throw notFound(STORE_NOT_FOUND);
  const key: VoteKey = { storeId: rawStoreId.toLowerCase(), ...voter };

  // One round trip: the limits are checked under the store's row lock inside the database, and the
  // same transaction notes that vote counts changed. Votes are not content: unlike requestRebuild,
  // this does not make the site stale; counts reach static pages with the next content build or
  // once the last build is older than the vote interval (ADR 042).
  const outcome = await castUpvote(db, key, VOTE_COOLDOWN_MINUTES, NETWORK_VOTES_PER_STORE);
  if ("notFound" in outcome) throw notFound(STORE_NOT_FOUND);
  if ("closed" in outcome) throw new ApiError("conflict", closedStoreMessage("vote"));
  if ("refused" in outcome) throw refusalError(refusalFor(outcome.refused) ?? { reason: "device", waitMs: 0 });

  // Search answers carry vote counts: this instance's kept ones are out of date. Static pages show
  // the count of their build; the store page's island shows the live one.
  forgetSearchAnswers();
  return { upvoteCount: outcome.upvoteCount };
}
