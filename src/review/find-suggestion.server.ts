// A suggestion from the route, locked, and still waiting for a decision (ADR 045).
import type { Tx } from "../../db/client.ts";
import { getSuggestionForUpdate } from "./suggestions-queries.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { isUuid } from "../stores/identifier.server.ts";

export const SUGGESTION_NOT_FOUND = "This suggestion is not in the queue.";
export const ALREADY_DECIDED = "This suggestion was already decided.";

/** A suggestion id from the route, or the not-found answer. */
export function requireSuggestionId(raw: string | undefined): string {
  if (!raw || !isUuid(raw)) throw notFound(SUGGESTION_NOT_FOUND);
  return raw.toLowerCase();
}

export async function waitingSuggestionForUpdate(tx: Tx, id: string) {
  const suggestion = await getSuggestionForUpdate(tx, id);
  if (!suggestion) throw notFound(SUGGESTION_NOT_FOUND);
  if (suggestion.status !== "open" && suggestion.status !== "asked_owner")
    throw new ApiError("conflict", ALREADY_DECIDED);
  return suggestion;
}
