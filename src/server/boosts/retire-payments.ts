// Keeps one store from paying twice: an unpaid purchase replaced by a new one is cancelled at Stripe,
// and when a new boost starts, a subscription of the same store stuck past due (a failed renewal
// that Stripe would keep retrying) is cancelled. Best effort, after the commit: the webhook records
// the outcome like any other change.
import Stripe from "stripe";
import type { Db } from "../../../db/client.ts";
import { pastDueSubscriptionsOfStore } from "../../../db/queries/boosts.ts";
import type { Boost } from "../../../db/schema.ts";
import { getStripe } from "../payments/stripe-client.ts";

async function quietly(what: string, run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    // Already final at Stripe (paid, cancelled): nothing to undo.
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
    console.warn(`${what}: ${(error as Error).message}`);
  }
}

export async function cancelAbandonedPurchase(boost: Boost | undefined): Promise<void> {
  if (!boost) return;
  const stripe = getStripe();
  if (boost.stripeSubscriptionId) {
    const id = boost.stripeSubscriptionId;
    await quietly("abandoned subscription not cancelled", () => stripe.subscriptions.cancel(id));
  }
  if (boost.stripePaymentIntentId) {
    const id = boost.stripePaymentIntentId;
    await quietly("abandoned payment not cancelled", () => stripe.paymentIntents.cancel(id));
  }
}

export async function cancelSupersededSubscriptions(db: Db, storeId: string, exceptBoostId: string): Promise<void> {
  const stripe = getStripe();
  for (const { id, stripeSubscriptionId } of await pastDueSubscriptionsOfStore(db, storeId)) {
    if (id === exceptBoostId || !stripeSubscriptionId) continue;
    await quietly("past-due subscription not cancelled", () => stripe.subscriptions.cancel(stripeSubscriptionId));
  }
}
