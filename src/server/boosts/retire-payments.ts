// Keeps a store from paying twice or for nothing: an unpaid purchase replaced by a new one is
// cancelled at Stripe; when a new boost starts, a subscription of the same store stuck past due (a
// failed renewal that Stripe would keep retrying) is cancelled; and a store closed for good (ADR 045),
// which a boost would feature nowhere, stops renewing and its buyer is told why. Best effort, after
// the commit: the webhook records the outcome like any other change.
import Stripe from "stripe";
import type { Db } from "../../../db/client.ts";
import { pastDueSubscriptionsOfStore, renewingSubscriptionsOfStore } from "../../../db/queries/boosts.ts";
import type { Boost } from "../../../db/schema.ts";
import { getStripe } from "../payments/stripe-client.ts";
import { sendClosedStoreBoostMail } from "./boost-mail.ts";

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

/**
 * A store closed for good: a paid subscription ends with the period already paid (nothing more is
 * charged), one stuck on a failed renewal ends now, and each buyer is mailed why.
 */
export async function endSubscriptionsOfClosedStore(db: Db, storeId: string): Promise<void> {
  const renewing = await renewingSubscriptionsOfStore(db, storeId);
  // Most stores have none: payments need not even be configured then.
  if (renewing.length === 0) return;
  const stripe = getStripe();
  for (const boost of renewing) {
    const id = boost.stripeSubscriptionId!;
    let ended = false;
    await quietly("closed store's subscription not ended", async () => {
      if (boost.status === "past_due") await stripe.subscriptions.cancel(id);
      else await stripe.subscriptions.update(id, { cancel_at_period_end: true });
      ended = true;
    });
    if (ended) {
      await sendClosedStoreBoostMail(boost).catch((error: unknown) =>
        console.warn(`closed store's boost mail not sent: ${(error as Error).message}`),
      );
    }
  }
}
