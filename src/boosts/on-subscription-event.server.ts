// invoice.paid, invoice.payment_failed, customer.subscription.updated and .deleted: each re-reads the
// subscription (and the invoice) from Stripe and sets the boost from what it finds, so the order in
// which events arrive does not matter.
import Stripe from "stripe";
import type { Db, Tx } from "../../db/client.ts";
import { getBoost, getBoostByStripeObject, recordPayment, updateBoost } from "./boosts-queries.server.ts";
import type { Boost } from "../../db/schema.ts";
import { getStripe } from "./stripe-client.server.ts";
import { sendPaymentFailedMail } from "./boost-mail.server.ts";
import { mailOwnerAboutBoostQuietly, UNPAID_STATES } from "./owner-notice.server.ts";
import { sendBoostReceipt } from "./receipt-mail.server.ts";
import { sendMailQuietly } from "../platform/send-mail.server.ts";
import { cancelSupersededSubscriptions } from "./retire-payments.server.ts";
import { applyOnce, type Outcome } from "./webhook-apply-once.server.ts";
import { nextBoostState } from "./subscription-state.server.ts";

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

function subscriptionIdOf(invoice: Stripe.Invoice): string | undefined {
  // endive: an invoice names its subscription under parent.subscription_details.
  return idOf(invoice.parent?.subscription_details?.subscription);
}

async function boostFor(tx: Tx, subscription: Stripe.Subscription): Promise<Boost | undefined> {
  const bySubscription = await getBoostByStripeObject(tx, { subscriptionId: subscription.id });
  if (bySubscription) return bySubscription;
  // The create call may have failed after Stripe made the subscription: its metadata names the row.
  const boostId = subscription.metadata?.boostId;
  return boostId && /^[0-9a-f-]{36}$/i.test(boostId) ? getBoost(tx, boostId, true) : undefined;
}

const FINAL = new Set(["refunded"]);

async function apply(
  tx: Tx,
  subscription: Stripe.Subscription,
  paid?: { invoice: Stripe.Invoice },
): Promise<{ boost: Boost; changed: boolean } | undefined> {
  const boost = await boostFor(tx, subscription);
  if (!boost || FINAL.has(boost.status)) return undefined;
  let paidPeriod: { start: Date; end: Date } | undefined;
  if (paid) {
    const line = paid.invoice.lines.data[0];
    const paidAt = paid.invoice.status_transitions?.paid_at;
    if (line) paidPeriod = { start: new Date(line.period.start * 1000), end: new Date(line.period.end * 1000) };
    await recordPayment(tx, {
      boostId: boost.id,
      stripeObjectId: paid.invoice.id,
      amountCents: paid.invoice.amount_paid,
      currency: paid.invoice.currency,
      status: "paid",
      paidAt: paidAt ? new Date(paidAt * 1000) : new Date(),
    });
  }
  const next = nextBoostState(boost, subscription, paidPeriod);
  // An unpaid subscription says nothing new about a purchase already given up or not yet paid.
  const status = next.status === "incomplete" ? boost.status : next.status;
  const changed =
    status !== boost.status ||
    next.cancelAtPeriodEnd !== boost.cancelAtPeriodEnd ||
    next.currentPeriodEnd?.getTime() !== boost.currentPeriodEnd?.getTime();
  await updateBoost(tx, boost.id, {
    ...next,
    status,
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer) ?? boost.stripeCustomerId,
  });
  return { boost, changed };
}

export async function onInvoiceEvent(db: Db, event: Stripe.Event): Promise<Outcome> {
  const stripe = getStripe();
  const sent = event.data.object as Stripe.Invoice;
  const subscriptionId = subscriptionIdOf(sent);
  if (!subscriptionId) return applyOnce(db, event, async () => "ignored");
  const [invoice, subscription] = await Promise.all([
    stripe.invoices.retrieve(sent.id!),
    stripe.subscriptions.retrieve(subscriptionId),
  ]);
  return applyOnce(db, event, async (tx) => {
    if (event.type === "invoice.paid") {
      if (invoice.status !== "paid") return "ignored";
      const done = await apply(tx, subscription, { invoice });
      if (!done) return "ignored";
      const { boost } = done;
      // Paid for the first time (not a renewal): the owner hears that someone boosted their store.
      const firstPayment = UNPAID_STATES.has(boost.status);
      return {
        rebuild: done.changed,
        after: async () => {
          await cancelSupersededSubscriptions(db, boost.groceryStoreId, boost.id);
          if (!firstPayment) return;
          await sendMailQuietly(`receipt for boost ${boost.id}`, () => sendBoostReceipt(db, boost.id));
          await mailOwnerAboutBoostQuietly(db, boost.id);
        },
      };
    }
    const done = await apply(tx, subscription);
    if (!done) return "ignored";
    // Mail only when a renewal failed (the subscription is past due), not for a card declined at checkout.
    const renewalFailed = subscription.status === "past_due" || subscription.status === "unpaid";
    return {
      rebuild: done.changed,
      after: renewalFailed ? () => sendPaymentFailedMail(done.boost, invoice.amount_due) : undefined,
    };
  });
}

export async function onSubscriptionEvent(db: Db, event: Stripe.Event): Promise<Outcome> {
  const sent = event.data.object as Stripe.Subscription;
  const subscription = await getStripe().subscriptions.retrieve(sent.id);
  return applyOnce(db, event, async (tx) => {
    const done = await apply(tx, subscription);
    return done ? { rebuild: done.changed } : "ignored";
  });
}
