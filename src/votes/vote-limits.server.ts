// Whether a vote may be counted, from what the device and its network did recently. Pure, so the
// rules are tested without a database; cast-vote.ts applies them before and under the row lock.
import type { RecentVotes } from "./upvotes-queries.server.ts";
import { ApiError } from "../platform/errors.server.ts";
import { minutesLeft, voteAgainIn } from "./cooldown.ts";

/**
 * Votes for one store from one network per cooldown window. Clearing cookies gives a new device,
 * not a new network, so this bounds what one household or script can add to a store in an hour
 * while leaving room for a family or a small office sharing one address (ADR 008).
 */
export const NETWORK_VOTES_PER_STORE = 5;

export type Refusal = { reason: "device" | "network"; waitMs: number };

export function refusalFor(recent: RecentVotes): Refusal | null {
  if (recent.deviceWaitMs > 0) return { reason: "device", waitMs: recent.deviceWaitMs };
  if (recent.networkVotes >= NETWORK_VOTES_PER_STORE) return { reason: "network", waitMs: recent.networkWaitMs };
  return null;
}

/** The 429 for a refused vote: { error: { code: "rate_limited", message, minutesLeft, reason } }. */
export function refusalError(refusal: Refusal): ApiError {
  const minutes = minutesLeft(refusal.waitMs);
  const message =
    refusal.reason === "device"
      ? voteAgainIn(minutes)
      : `Several votes for this store came from your network in the last hour. ${voteAgainIn(minutes)}`;
  return new ApiError("rate_limited", message, { minutesLeft: minutes, reason: refusal.reason });
}
