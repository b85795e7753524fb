// The browser's memory of its votes (spec section 3, "client storage"): per store, a localStorage
// key holding the timestamp of the last upvote, and one holding the count the server answered. The
// server enforces the real limit; this only lets the button show "blocked" without asking, and a
// reloaded page show the voter's vote before the static page catches up (issue #48). Falls back to
// memory where storage is unavailable. Plain code: the store page's script island reads it too.
import { VOTE_COOLDOWN_MS } from "./cooldown.ts";

export const voteKey = (storeId: string) => `upvote-${storeId}`;
const countKey = (storeId: string) => `upvote-count-${storeId}`;

const inMemory = new Map<string, number>();
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked by privacy settings
  }
}

/** When this browser last voted for the store, or null. */
export function lastVoteAt(storeId: string): number | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(voteKey(storeId)) ?? null;
  } catch {
    // unreadable storage: use what this page remembers
  }
  const stored = raw === null ? Number.NaN : Number(raw);
  if (Number.isFinite(stored) && stored > 0) return stored;
  return inMemory.get(storeId) ?? null;
}

export function rememberVote(storeId: string, at: number, count?: number): void {
  inMemory.set(storeId, at);
  try {
    storage()?.setItem(voteKey(storeId), String(Math.round(at)));
    if (count !== undefined) storage()?.setItem(countKey(storeId), String(count));
  } catch {
    // full or blocked storage: the in-memory copy covers this page
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: our own writes, and other tabs' through the storage event. */
export function subscribeToVotes(listener: () => void): () => void {
  listeners.add(listener);
  globalThis.addEventListener?.("storage", listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", listener);
  };
}

/** After the server refuses with minutesLeft, the vote it knows about, as a local timestamp. */
export function voteTimeFromMinutesLeft(now: number, minutesLeft: number): number {
  return now - VOTE_COOLDOWN_MS + Math.max(0, minutesLeft) * 60_000;
}

/** The count the server answered for this browser's last counted vote, or null. */
export function rememberedCount(storeId: string): number | null {
  try {
    const count = Number(storage()?.getItem(countKey(storeId)) ?? Number.NaN);
    return Number.isInteger(count) && count > 0 ? count : null;
  } catch {
    return null;
  }
}
