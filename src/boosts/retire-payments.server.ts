// Keeps a store from paying twice or for nothing: an unpaid purchase replaced by a new one is
// cancelled at Stripe; when a new boost starts, a subscription of the same store stuck past due (a
// failed renewal that Stripe would keep retrying) is cancelled; and a store that leaves the directory
// (closed for good, ADR 045, or removed by an admin), which a boost would feature nowhere, stops
// renewing and its buyer is told why (a removed store restored later is boosted again from its
// page). Best effort, after the commit: the webhook records the outcome like any other change.
import Stripe from "stripe";
import type { Db } from "../../db/client.ts";
import {
  findOpenPurchase,
  pastDueSubscriptionsOfStore,
  renewingSubscriptionsOfStore,
  updateBoost,
} from "./boosts-queries.server.ts";
import type { Boost } from "../../db/schema.ts";
import { getStripe } from "./stripe-client.server.ts";
import { sendUnlistedStoreBoostMail, type UnlistedReason } from "./boost-mail.server.ts";
import { sendMailQuietly } from "../platform/send-mail.server.ts";

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

/**
 * A store closed for good sells nothing (issue #43): a purchase started before the closure and not
 * yet paid is given up and cancelled at Stripe, so it cannot be paid afterwards. New purchases are
 * refused under the store's row lock (reserve-purchase.ts), so none starts after the closure.
 */
export async function abandonOpenPurchase(db: Db, storeId: string): Promise<void> {
  const open = await findOpenPurchase(db, storeId);
  if (!open) return;
  await updateBoost(db, open.id, { status: "abandoned" });
  try {
    await cancelAbandonedPurchase(open);
  } catch (error) {
    // Payments not configured: nothing was started at Stripe that could be paid.
    console.warn(`closed store's unpaid purchase not cancelled: ${(error as Error).message}`);
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
 * A store that left the directory: a paid subscription ends with the period already paid (nothing
 * more is charged), one stuck on a failed renewal ends now, and each buyer is mailed why.
 */
export async function endSubscriptionsOfUnlistedStore(db: Db, storeId: string, reason: UnlistedReason): Promise<void> {
  const renewing = await renewingSubscriptionsOfStore(db, storeId);
  // Most stores have none: payments need not even be configured then.
  if (renewing.length === 0) return;
  let stripe: Stripe;
  try {
    stripe = getStripe();
  } catch (error) {
    // After the commit, never instead of it: the store has left the directory either way.
    console.warn(`${reason} store's subscriptions not ended: ${(error as Error).message}`);
    return;
  }
  for (const boost of renewing) {
    const id = boost.stripeSubscriptionId!;
    let ended = false;
    await quietly(`${reason} store's subscription not ended`, async () => {
      if (boost.status === "past_due") await stripe.subscriptions.cancel(id);
      else await stripe.subscriptions.update(id, { cancel_at_period_end: true });
      ended = true;
    });
    if (ended) {
      await sendMailQuietly(`${reason} store's boost mail`, () => sendUnlistedStoreBoostMail(boost, reason));
    }
  }
}
