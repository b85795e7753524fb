// Pure rules for when stale data should trigger a static rebuild.
import type { RebuildState } from "../../../db/queries/rebuilds.ts";

/**
 * Wait this long after the last change, so a burst of edits costs one build. Short, since a
 * data-only rebuild takes seconds (ADR 027), but above the one second within which markSiteStale
 * lets a pending build cover a new change (db/queries/rebuilds.ts).
 */
export const QUIET_PERIOD_MS = 1_500;
/** ...but never make a steady stream of edits wait longer than this. */
export const MAX_WAIT_MS = 60_000;

export function isStale(state: RebuildState): boolean {
  if (!state.requestedAt) return false;
  return !state.startedAt || state.requestedAt > state.startedAt;
}

export function shouldRebuildNow(state: RebuildState, now: Date, pendingSince: Date | null): boolean {
  if (!isStale(state) || !state.requestedAt) return false;
  const quiet = now.getTime() - state.requestedAt.getTime() >= QUIET_PERIOD_MS;
  const waitedTooLong = pendingSince !== null && now.getTime() - pendingSince.getTime() >= MAX_WAIT_MS;
  return quiet || waitedTooLong;
}
