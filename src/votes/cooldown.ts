// The vote cooldown (spec sections 5, 8 and 9), pure so the function and the upvote island word
// and count it alike. No Node imports: the island bundles this file.

/** One vote per store per device per 60 minutes. */
export const VOTE_COOLDOWN_MINUTES = 60;
export const VOTE_COOLDOWN_MS = VOTE_COOLDOWN_MINUTES * 60_000;

/** Milliseconds left before a device that voted at `lastVoteAt` may vote again; 0 when it may now. */
export function cooldownLeftMs(lastVoteAt: number | null, now: number): number {
  if (lastVoteAt === null || !Number.isFinite(lastVoteAt)) return 0;
  // A timestamp from the future (a clock set back) must not block for longer than one cooldown.
  return Math.min(VOTE_COOLDOWN_MS, Math.max(0, lastVoteAt + VOTE_COOLDOWN_MS - now));
}

/** Whole minutes to tell people: 0 under half a minute, so "less than a minute" is ever said. */
export function minutesLeft(ms: number): number {
  return Math.max(0, Math.round(ms / 60_000));
}

/** "less than a minute", "1 minute", "42 minutes". */
export function waitWording(minutes: number): string {
  if (minutes < 1) return "less than a minute";
  if (minutes === 1) return "1 minute";
  return `${minutes} minutes`;
}

/** The spec's text for a blocked vote: "You can vote again in 42 minutes". */
export function voteAgainIn(minutes: number): string {
  return `You can vote again in ${waitWording(minutes)}`;
}
