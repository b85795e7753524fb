// The events the product acts on (an allow-list); anything else is acknowledged and left alone.
// A boost change asks for a rebuild so the static pages show or drop the Featured badge.
import type Stripe from "stripe";
import type { Db } from "../../db/client.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import type { Outcome } from "./webhook-apply-once.server.ts";
import { onChargeRefunded, onPaymentSucceeded } from "./on-one-time-payment.server.ts";
import { onInvoiceEvent, onSubscriptionEvent } from "./on-subscription-event.server.ts";

const HANDLERS: Record<string, (db: Db, event: Stripe.Event) => Promise<Outcome>> = {
  "payment_intent.succeeded": onPaymentSucceeded,
  "invoice.paid": onInvoiceEvent,
  "invoice.payment_failed": onInvoiceEvent,
  "customer.subscription.updated": onSubscriptionEvent,
  "customer.subscription.deleted": onSubscriptionEvent,
  "charge.refunded": onChargeRefunded,
};

export const HANDLED_EVENTS = Object.keys(HANDLERS);

export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<Outcome["result"]> {
  const handler = HANDLERS[event.type];
  if (!handler) return "ignored";
  const outcome = await handler(db, event);
  if (outcome.rebuild) await requestRebuild(db, `boost ${event.type}`);
  if (outcome.after) {
    try {
      await outcome.after();
    } catch (error) {
      // The change is committed; Stripe must not redeliver the event because a mail or a clean-up failed.
      console.warn(`after ${event.type}: ${(error as Error).message}`);
    }
  }
  return outcome.result;
}
