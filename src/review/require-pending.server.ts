// A proposal an admin can still decide, or the 4xx saying why not (ADR 044).
import type { NameAddressChange } from "../../db/schema.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { isUuid } from "../stores/identifier.server.ts";

export const CHANGE_NOT_FOUND = "This name or address change was not found.";

const DECIDED: Record<string, string> = {
  approved: "This change was already approved.",
  rejected: "This change was already rejected.",
  withdrawn: "This change was replaced by a newer proposal, or its listing was merged: it can no longer be decided.",
};

/** A change id from the route, or the not-found answer. */
export function requireChangeId(raw: string | undefined): string {
  if (!raw || !isUuid(raw)) throw notFound(CHANGE_NOT_FOUND);
  return raw.toLowerCase();
}

export function requirePending(row: NameAddressChange | undefined): NameAddressChange {
  if (!row) throw notFound(CHANGE_NOT_FOUND);
  if (row.status !== "pending")
    throw new ApiError("conflict", DECIDED[row.status] ?? "This change was already decided.");
  return row;
}
