// Pure rules for when changed data should trigger a static rebuild (ADRs 002, 027 and 042).
// Content (listings, owner edits, boosts, circulars, claims, closures) makes the site stale and is
// built soon; vote counts are not content: they are built only once the last build is older than
// the vote interval, or with the next content build, whichever comes first.
import type { RebuildState } from "./rebuilds-queries.server.ts";
import { env } from "../platform/env.server.ts";

/**
 * Wait this long after the last change, so a burst of edits costs one build. Short, since a
 * data-only rebuild takes seconds (ADR 027), but above the one second within which markSiteStale
 * lets a pending build cover a new change (src/site/rebuilds-queries.server.ts).
 */
export const QUIET_PERIOD_MS = 1_500;
/** ...but never make a steady stream of edits wait longer than this. */
export const MAX_WAIT_MS = 60_000;

/** The configured vote interval (VOTE_REBUILD_INTERVAL_MINUTES, src/platform/env.server.ts). */
export const voteRebuildIntervalMs = (): number => env().VOTE_REBUILD_INTERVAL_MINUTES * 60_000;

/** Content changed since the last build started. */
export function isStale(state: RebuildState): boolean {
  if (!state.requestedAt) return false;
  return !state.startedAt || state.requestedAt > state.startedAt;
}

/** Vote counts changed since the last build started (the build read the counts at its start). */
export function votesPending(state: RebuildState): boolean {
  if (!state.votesChangedAt) return false;
  return !state.startedAt || state.votesChangedAt > state.startedAt;
}

/** Votes are waiting and the last build is at least `voteIntervalMs` old (or unknown). */
export function votesDue(state: RebuildState, now: Date, voteIntervalMs: number): boolean {
  if (!votesPending(state)) return false;
  return !state.startedAt || now.getTime() - state.startedAt.getTime() >= voteIntervalMs;
}

export type ScheduledBuild = "content" | "votes" | null;

/**
 * What the production scheduled check (functions/rebuild-stale-site.ts) builds for, if anything.
 * It runs every few minutes, so it needs no quiet period: content is built at the next check.
 */
export function scheduledBuild(state: RebuildState, now: Date, voteIntervalMs: number): ScheduledBuild {
  if (isStale(state)) return "content";
  return votesDue(state, now, voteIntervalMs) ? "votes" : null;
}

/**
 * The local watcher's rule (npm start polls every half second): content once no change came for the
 * quiet period (at most MAX_WAIT_MS after it was first seen pending); votes as in production.
 */
export function shouldRebuildNow(
  state: RebuildState,
  now: Date,
  pendingSince: Date | null,
  voteIntervalMs: number,
): boolean {
  if (votesDue(state, now, voteIntervalMs)) return true;
  if (!isStale(state) || !state.requestedAt) return false;
  const quiet = now.getTime() - state.requestedAt.getTime() >= QUIET_PERIOD_MS;
  const waitedTooLong = pendingSince !== null && now.getTime() - pendingSince.getTime() >= MAX_WAIT_MS;
  return quiet || waitedTooLong;
}
