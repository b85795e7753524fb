// A store closed for good stops trading (ADR 045, issue #43): no boost is sold for it, and it takes
// no vote, claim, owner edit, photo or circular. One rule and one message table, checked by every
// purchase and write path under the store's row where it has one; reopening (an admin action) lifts
// it. Suggestions keep their own answer (submit-suggestion.ts): a closure is what they report.
import { env } from "../platform/env.server.ts";
import { ApiError } from "../platform/errors.server.ts";

const CANNOT = {
  boost: "be boosted",
  vote: "take votes",
  claim: "be claimed",
  edit: "be edited",
  photo: "take photos",
  circular: "publish circulars",
} as const;

export type ClosedStoreAction = keyof typeof CANNOT;

export const closedStoreMessage = (action: ClosedStoreAction) =>
  `This store is marked as permanently closed, so it can no longer ${CANNOT[action]}. If it has reopened, write to us at ${env().CONTACT_EMAIL} and we'll reopen its listing.`;

/** Refuses with 409 and the action's message when the store is closed for good. */
export function refuseIfClosed(store: { closedAt: Date | null }, action: ClosedStoreAction): void {
  if (store.closedAt) throw new ApiError("conflict", closedStoreMessage(action));
}
