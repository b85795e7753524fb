// Shoppers confirm imported listings (issue #46 item 6, ADR 063): which store pages ask, the answers,
// and the rule that turns answers into a confirmation or a review. Browser-safe: the page and the
// function read the same rule.
import { storeDate } from "../platform/dates.ts";
export const SHOPPER_QUESTION = "Is this an independent grocery store, open now?";

export const SHOPPER_ANSWERS = ["yes", "not_grocery", "closed"] as const;
export type ShopperAnswerKind = (typeof SHOPPER_ANSWERS)[number];

export const ANSWER_LABEL: Record<ShopperAnswerKind, string> = {
  yes: "Yes",
  not_grocery: "Not a grocery",
  closed: "Closed",
};

/** "Yes" answers from this many networks within a year confirm the store. */
export const YES_TO_CONFIRM = 3;
/** "Not a grocery" or "closed" answers from this many networks send it to the admin's review. */
export const DOUBTS_TO_REVIEW = 2;
export const ANSWERS_COUNT_FOR_DAYS = 365;

/** A store that came from an import and that no person has confirmed, and shoppers have not yet. */
export function asksShoppers(store: {
  dataSource?: string | null;
  confirmedBy: string;
  shopperConfirmedAt?: string | Date | null;
  closedAt?: string | Date | null;
  reviewStatus: string;
}): boolean {
  return (
    Boolean(store.dataSource) &&
    store.confirmedBy.startsWith("import:") &&
    !store.shopperConfirmedAt &&
    !store.closedAt &&
    store.reviewStatus === "approved"
  );
}

/**
 * "Confirmed open by shoppers, March 2027", while the confirmation is under a year old at `now`: the
 * month on the store's clock (`timeZone`), UTC when it is not known.
 */
export function shopperConfirmedNote(
  confirmedAt: string | null | undefined,
  now: Date,
  timeZone?: string | null,
): string | null {
  if (!confirmedAt) return null;
  const at = new Date(confirmedAt);
  if (Number.isNaN(at.getTime())) return null;
  if (now.getTime() - at.getTime() > ANSWERS_COUNT_FOR_DAYS * 86_400_000) return null;
  return `Confirmed open by shoppers, ${storeDate(at, timeZone, "month-year")}`;
}
