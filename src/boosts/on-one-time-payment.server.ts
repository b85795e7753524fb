// payment_intent.succeeded and charge.refunded for one-time boosts. The PaymentIntent is re-read with
// its charge, so a refund that arrives before the success still wins: a refunded payment never
// activates a boost, whatever the order.
import type Stripe from "stripe";
import type { Db, Tx } from "../../db/client.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import {
  getBoost,
  getBoostByStripeObject,
  latestActiveEnd,
  recordPayment,
  updateBoost,
} from "./boosts-queries.server.ts";
import type { Boost } from "../../db/schema.ts";
import { isOneTimeBoostPayment } from "./boost-kind.ts";
import { ONE_TIME_BOOST_DAYS } from "./plans.ts";
import { getStripe } from "./stripe-client.server.ts";
import { mailOwnerAboutBoostQuietly } from "./owner-notice.server.ts";
import { sendBoostReceipt } from "./receipt-mail.server.ts";
import { sendMailQuietly } from "../platform/send-mail.server.ts";
import { cancelSupersededSubscriptions } from "./retire-payments.server.ts";
import { applyOnce, type Outcome } from "./webhook-apply-once.server.ts";

const DAY_MS = 24 * 3600 * 1000;

async function boostFor(tx: Tx, intent: Stripe.PaymentIntent): Promise<Boost | undefined> {
  const byIntent = await getBoostByStripeObject(tx, { paymentIntentId: intent.id });
  if (byIntent) return byIntent;
  const boostId = intent.metadata?.boostId;
  return boostId && /^[0-9a-f-]{36}$/i.test(boostId) ? getBoost(tx, boostId, true) : undefined;
}

async function readIntent(id: string) {
  const intent = await getStripe().paymentIntents.retrieve(id, { expand: ["latest_charge"] });
  const charge = intent.latest_charge as Stripe.Charge | null;
  return { intent, charge, refunded: Boolean(charge?.refunded) };
}

export async function onPaymentSucceeded(db: Db, event: Stripe.Event): Promise<Outcome> {
  const sent = event.data.object as Stripe.PaymentIntent;
  // Subscription invoices have PaymentIntents too; invoice.paid handles those.
  if (!isOneTimeBoostPayment(sent.metadata)) return applyOnce(db, event, async () => "ignored");
  const { intent, charge, refunded } = await readIntent(sent.id);
  return applyOnce(db, event, async (tx) => {
    if (intent.status !== "succeeded" || refunded) return "ignored";
    const boost = await boostFor(tx, intent);
    if (!boost || !["incomplete", "abandoned"].includes(boost.status)) return "ignored";
    // The store lock orders boosts of one store, so stacked periods never overlap.
    await getStoreForUpdate(tx, boost.groceryStoreId);
    const paidAt = new Date((charge?.created ?? intent.created) * 1000);
    const runningEnd = await latestActiveEnd(tx, boost.groceryStoreId, boost.id);
    const start = runningEnd && runningEnd > paidAt ? runningEnd : paidAt;
    await updateBoost(tx, boost.id, {
      status: "active",
      stripePaymentIntentId: intent.id,
      currentPeriodStart: start,
      currentPeriodEnd: new Date(start.getTime() + ONE_TIME_BOOST_DAYS * DAY_MS),
    });
    await recordPayment(tx, {
      boostId: boost.id,
      stripeObjectId: intent.id,
      amountCents: intent.amount_received,
      currency: intent.currency,
      status: "succeeded",
      paidAt,
    });
    return {
      rebuild: true,
      after: async () => {
        await cancelSupersededSubscriptions(db, boost.groceryStoreId, boost.id);
        await sendMailQuietly(`receipt for boost ${boost.id}`, () => sendBoostReceipt(db, boost.id));
        await mailOwnerAboutBoostQuietly(db, boost.id);
      },
    };
  });
}

export async function onChargeRefunded(db: Db, event: Stripe.Event): Promise<Outcome> {
  const sent = event.data.object as Stripe.Charge;
  const intentId = typeof sent.payment_intent === "string" ? sent.payment_intent : sent.payment_intent?.id;
  if (!intentId) return applyOnce(db, event, async () => "ignored");
  const { intent, refunded } = await readIntent(intentId);
  return applyOnce(db, event, async (tx) => {
    // Only a full refund ends the boost; a partial one is a goodwill gesture.
    if (!refunded || !isOneTimeBoostPayment(intent.metadata)) return "ignored";
    const boost = await boostFor(tx, intent);
    if (!boost || boost.status === "refunded") return "ignored";
    const now = new Date();
    const end = boost.currentPeriodEnd && boost.currentPeriodEnd < now ? boost.currentPeriodEnd : now;
    await updateBoost(tx, boost.id, { status: "refunded", stripePaymentIntentId: intent.id, currentPeriodEnd: end });
    return { rebuild: true };
  });
}
