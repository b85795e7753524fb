// The two calls the upvote control makes: the live count (GET /api/grocery-stores/{id}) and the vote
// (POST /api/grocery-stores/{id}/upvote), with the vote's answer read into one of three outcomes.
// Both go through the islands' one fetch helper (same-origin JSON, cookies for the device id).
import { apiFetch, HttpError } from "../ui/api.ts";

export type VoteOutcome =
  | { kind: "counted"; upvoteCount: number }
  | { kind: "blocked"; minutesLeft: number }
  | { kind: "failed"; message: string | null };

function parse(body: string): Record<string, unknown> | null {
  try {
    const data: unknown = JSON.parse(body);
    return data && typeof data === "object" ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Pure: what an answer of the vote call means for the control. */
export function voteOutcome(status: number, body: string): VoteOutcome {
  return outcomeOf(status, parse(body));
}

function outcomeOf(status: number, data: Record<string, unknown> | null): VoteOutcome {
  if (status >= 200 && status < 300 && typeof data?.upvoteCount === "number") {
    return { kind: "counted", upvoteCount: data.upvoteCount };
  }
  const error = data?.error && typeof data.error === "object" ? (data.error as Record<string, unknown>) : null;
  if (status === 429 && typeof error?.minutesLeft === "number") {
    return { kind: "blocked", minutesLeft: error.minutesLeft };
  }
  const message = typeof error?.message === "string" && error.message.trim() ? error.message : null;
  return { kind: "failed", message };
}

const storePath = (storeId: string) => `/api/grocery-stores/${encodeURIComponent(storeId)}`;

export async function sendVote(storeId: string): Promise<VoteOutcome> {
  try {
    return outcomeOf(
      200,
      await apiFetch<Record<string, unknown> | null>(`${storePath(storeId)}/upvote`, { method: "POST" }),
    );
  } catch (error) {
    // A refusal or a failure the server explained; else offline or the request never finished.
    return error instanceof HttpError ? voteOutcome(error.status, error.body) : { kind: "failed", message: null };
  }
}

/** The store's current count, or null when it cannot be had (the page keeps its built count). */
export async function fetchLiveCount(storeId: string, signal?: AbortSignal): Promise<number | null> {
  try {
    const data = await apiFetch<{ upvoteCount?: unknown } | null>(storePath(storeId), { signal });
    return typeof data?.upvoteCount === "number" ? data.upvoteCount : null;
  } catch {
    return null;
  }
}
