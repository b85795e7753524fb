// How a Stripe subscription, as re-read from Stripe, maps onto its boost row. Pure, so the rules
// are tested on their own: webhooks may arrive in any order, and the re-read object is the truth.
import type Stripe from "stripe";

export type BoostStatus = "incomplete" | "active" | "past_due" | "canceled" | "refunded" | "abandoned";

export function boostStatusOf(subscription: Pick<Stripe.Subscription, "status">): BoostStatus {
  switch (subscription.status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
    case "unpaid":
    case "paused":
      return "past_due";
    case "canceled":
    case "incomplete_expired":
      return "canceled";
    default:
      return "incomplete";
  }
}

const at = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : undefined);

/** The item's current period (endive keeps period dates on subscription items). */
export function itemPeriod(subscription: Pick<Stripe.Subscription, "items">) {
  const item = subscription.items.data[0];
  return { start: at(item?.current_period_start), end: at(item?.current_period_end) };
}

export interface BoostPeriodUpdate {
  status: BoostStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart?: Date;
  currentPeriodEnd?: Date;
}

/**
 * The boost's new state from the re-read subscription and, when an invoice was paid, the period it
 * paid for. The end only moves forward with payments, and a subscription that ended caps it.
 */
export function nextBoostState(
  current: { currentPeriodStart: Date | null; currentPeriodEnd: Date | null },
  subscription: Pick<Stripe.Subscription, "status" | "cancel_at_period_end" | "ended_at" | "items">,
  paidPeriod?: { start: Date; end: Date },
): BoostPeriodUpdate {
  const status = boostStatusOf(subscription);
  let end = current.currentPeriodEnd ?? undefined;
  let start = current.currentPeriodStart ?? undefined;
  if (paidPeriod && (!end || paidPeriod.end > end)) {
    end = paidPeriod.end;
    start = start ?? paidPeriod.start;
  }
  const endedAt = at(subscription.ended_at);
  if (status === "canceled" && endedAt && (!end || endedAt < end)) end = endedAt;
  return {
    status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...(start && { currentPeriodStart: start }),
    ...(end && { currentPeriodEnd: end }),
  };
}
