// The state of the local Stripe-compatible server and the operations on it, each emitting the events
// real Stripe would. Card outcomes follow Stripe's documented test payment methods.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import * as shapes from "./objects.ts";
import type { StripeObject } from "./objects.ts";

export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, param?: string) =>
  new StripeFailure(400, { type: "invalid_request_error", message, ...(param && { param }) });
export const missing = (kind: string, id: string, param = "id") =>
  new StripeFailure(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    param,
    message: `No such ${kind}: '${id}'`,
  });

/** Test payment methods (docs.stripe.com/testing) and the card numbers the test card form accepts. */
const DECLINES: Record<string, { decline_code: string; message: string; code?: string }> = {
  pm_card_chargeDeclined: { decline_code: "generic_decline", message: "Your card was declined." },
  pm_card_chargeDeclinedInsufficientFunds: {
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  pm_card_chargeDeclinedExpiredCard: {
    decline_code: "expired_card",
    code: "expired_card",
    message: "Your card has expired.",
  },
};
const APPROVED = new Set(["pm_card_visa", "pm_card_mastercard", "pm_card_us"]);

export interface LedgerEvent {
  type: string;
  object: StripeObject;
  previous?: Record<string, unknown>;
}

type Table = Map<string, StripeObject>;
const TABLES = [
  "customers",
  "products",
  "prices",
  "subscriptions",
  "invoices",
  "payment_intents",
  "charges",
  "refunds",
] as const;
type TableName = (typeof TABLES)[number];

export class Ledger {
  readonly tables = Object.fromEntries(TABLES.map((t) => [t, new Map()])) as Record<TableName, Table>;
  /** Seconds added to the wall clock, so tests can reach a renewal without waiting a month. */
  clockOffset = 0;

  constructor(
    private readonly emit: (event: LedgerEvent) => void,
    private readonly stateFile?: string,
  ) {
    if (stateFile && existsSync(stateFile)) {
      const saved = JSON.parse(readFileSync(stateFile, "utf8")) as Record<TableName, StripeObject[]>;
      for (const table of TABLES) for (const row of saved[table] ?? []) this.tables[table].set(row.id, row);
    }
  }

  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  save(): void {
    if (!this.stateFile) return;
    const dump = Object.fromEntries(TABLES.map((t) => [t, [...this.tables[t].values()]]));
    writeFileSync(this.stateFile, JSON.stringify(dump));
  }

  get(table: TableName, id: string, kind: string): StripeObject {
    const row = this.tables[table].get(id);
    if (!row) throw missing(kind, id);
    return row;
  }

  private put<T extends StripeObject>(table: TableName, row: T): T {
    this.tables[table].set(row.id, row);
    return row;
  }

  private change(row: StripeObject, patch: Record<string, unknown>, type?: string): void {
    const previous = Object.fromEntries(Object.keys(patch).map((k) => [k, row[k]]));
    Object.assign(row, patch);
    if (type) this.emit({ type, object: structuredClone(row), previous });
  }

  private fire(type: string, row: StripeObject): void {
    this.emit({ type, object: structuredClone(row) });
  }

  createCustomer(input: { email: string | null; name: string | null; metadata: Record<string, string> }) {
    const row = this.put("customers", shapes.customer(input, this.now()));
    this.fire("customer.created", row);
    return row;
  }

  createProduct(input: { id?: string; name: string }) {
    if (input.id && this.tables.products.has(input.id)) throw invalid(`Product already exists.`, "id");
    const row = {
      id: input.id ?? shapes.newId("prod"),
      object: "product",
      active: true,
      created: this.now(),
      livemode: false,
      metadata: {},
      name: input.name,
      type: "service",
    };
    return this.put("products", row);
  }

  createPrice(input: { product: string; unitAmount: number; currency: string; interval: string | null }) {
    this.get("products", input.product, "product");
    return this.put("prices", shapes.price(input, this.now()));
  }

  createPaymentIntent(input: Parameters<typeof shapes.paymentIntent>[0]) {
    if (!Number.isInteger(input.amount) || input.amount < 50)
      throw invalid("Amount must be at least $0.50 usd", "amount");
    if (input.customer) this.get("customers", input.customer, "customer");
    const row = this.put("payment_intents", shapes.paymentIntent(input, this.now()));
    this.fire("payment_intent.created", row);
    return row;
  }

  createSubscription(input: {
    customer: string;
    price: StripeObject;
    metadata: Record<string, string>;
    paymentBehavior: string | undefined;
  }) {
    this.get("customers", input.customer, "customer");
    if (input.paymentBehavior !== "default_incomplete") {
      // The product only uses default_incomplete; anything else would need a saved payment method.
      throw invalid("This customer has no attached payment source or default payment method.");
    }
    const now = this.now();
    const id = shapes.newId("sub");
    const end = shapes.addMonth(now);
    const item = shapes.subscriptionItem(id, input.price, now, end, now);
    const sub = {
      id,
      object: "subscription",
      billing_cycle_anchor: now,
      cancel_at: null as number | null,
      cancel_at_period_end: false,
      canceled_at: null as number | null,
      cancellation_details: { comment: null, feedback: null, reason: null as string | null },
      collection_method: "charge_automatically",
      created: now,
      currency: input.price.currency,
      customer: input.customer,
      default_payment_method: null as string | null,
      ended_at: null as number | null,
      items: shapes.listOf([item], `/v1/subscription_items?subscription=${id}`),
      latest_invoice: null as string | null,
      livemode: false,
      metadata: input.metadata,
      start_date: now,
      status: "incomplete",
    };
    this.put("subscriptions", sub);
    this.fire("customer.subscription.created", sub);
    const invoice = this.openInvoice(sub, "subscription_create", now, end);
    sub.latest_invoice = invoice.id;
    return sub;
  }

  private openInvoice(sub: StripeObject, billingReason: string, start: number, end: number) {
    const item = (sub.items as { data: Array<{ price: StripeObject }> }).data[0]!;
    const amount = item.price.unit_amount as number;
    const pi = this.put(
      "payment_intents",
      shapes.paymentIntent(
        {
          amount,
          currency: item.price.currency as string,
          customer: sub.customer as string,
          metadata: {},
          description: "Subscription creation",
          receiptEmail: null,
        },
        this.now(),
      ),
    );
    const invoice = shapes.invoice(
      {
        customer: sub.customer as string,
        subscription: sub.id,
        subscriptionMetadata: sub.metadata as Record<string, string>,
        amount,
        currency: item.price.currency as string,
        periodStart: start,
        periodEnd: end,
        billingReason,
        paymentIntent: pi,
        priceObject: item.price,
      },
      this.now(),
    );
    pi.description = `Invoice ${invoice.id}`;
    this.put("invoices", invoice);
    this.fire("invoice.created", invoice);
    this.fire("invoice.finalized", invoice);
    return invoice;
  }

  /** Confirms with a test payment method; a decline answers 402 like Stripe, with the PaymentIntent. */
  confirmPaymentIntent(id: string, paymentMethod: string | undefined) {
    const pi = this.get("payment_intents", id, "payment_intent");
    if (pi.status === "succeeded") {
      throw new StripeFailure(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: "This PaymentIntent's payment_method could not be updated because it has a status of succeeded.",
        payment_intent: pi,
      });
    }
    const method = paymentMethod ?? (pi.payment_method as string | null);
    if (!method) throw invalid("You must provide a payment method to confirm this PaymentIntent.", "payment_method");
    const decline = DECLINES[method];
    if (!decline && !APPROVED.has(method)) throw missing("PaymentMethod", method, "payment_method");
    const invoiceId = this.invoiceIdPaidBy(pi.id);
    if (decline) {
      const error = {
        type: "card_error",
        code: decline.code ?? "card_declined",
        decline_code: decline.decline_code,
        message: decline.message,
        payment_method: { id: method, object: "payment_method", type: "card" },
      };
      this.change(
        pi,
        { status: "requires_payment_method", last_payment_error: error, payment_method: null },
        "payment_intent.payment_failed",
      );
      if (invoiceId) this.invoiceFailed(this.get("invoices", invoiceId, "invoice"));
      this.save();
      throw new StripeFailure(402, { ...error, payment_intent: pi, request_log_url: null });
    }
    const ch = this.put(
      "charges",
      shapes.charge({ ...(pi as unknown as Parameters<typeof shapes.charge>[0]), payment_method: method }, this.now()),
    );
    this.fire("charge.succeeded", ch);
    this.change(
      pi,
      {
        status: "succeeded",
        amount_received: pi.amount,
        latest_charge: ch.id,
        payment_method: method,
        last_payment_error: null,
      },
      "payment_intent.succeeded",
    );
    if (invoiceId) this.invoicePaid(this.get("invoices", invoiceId, "invoice"), method);
    this.save();
    return pi;
  }

  cancelPaymentIntent(id: string, reason: string | undefined) {
    const pi = this.get("payment_intents", id, "payment_intent");
    if (pi.status === "succeeded" || pi.status === "canceled") {
      throw new StripeFailure(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: `You cannot cancel this PaymentIntent because it has a status of ${String(pi.status)}.`,
      });
    }
    this.change(
      pi,
      { status: "canceled", canceled_at: this.now(), cancellation_reason: reason ?? null },
      "payment_intent.canceled",
    );
    this.save();
    return pi;
  }

  /** The invoice a PaymentIntent pays (Stripe keeps this link off the endive PaymentIntent shape). */
  private invoiceIdPaidBy(paymentIntentId: string): string | undefined {
    for (const invoice of this.tables.invoices.values()) {
      const secret = (invoice.confirmation_secret as { client_secret: string }).client_secret;
      if (secret.startsWith(`${paymentIntentId}_secret_`)) return invoice.id;
    }
    return undefined;
  }

  private invoicePaid(invoice: StripeObject, method: string) {
    const now = this.now();
    this.change(invoice, {
      status: "paid",
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      attempted: true,
      attempt_count: (invoice.attempt_count as number) + 1,
      status_transitions: { ...(invoice.status_transitions as object), paid_at: now },
    });
    this.fire("invoice.paid", invoice);
    this.fire("invoice.payment_succeeded", invoice);
    const sub = this.subscriptionOf(invoice);
    if (sub.status !== "active")
      this.change(sub, { status: "active", default_payment_method: method }, "customer.subscription.updated");
  }

  private invoiceFailed(invoice: StripeObject) {
    this.change(invoice, { attempted: true, attempt_count: (invoice.attempt_count as number) + 1 });
    this.fire("invoice.payment_failed", invoice);
    const sub = this.subscriptionOf(invoice);
    if (sub.status === "active") this.change(sub, { status: "past_due" }, "customer.subscription.updated");
  }

  private subscriptionOf(invoice: StripeObject): StripeObject {
    const parent = invoice.parent as { subscription_details: { subscription: string } };
    return this.get("subscriptions", parent.subscription_details.subscription, "subscription");
  }

  updateSubscription(id: string, patch: { cancelAtPeriodEnd?: boolean; metadata?: Record<string, string> }) {
    const sub = this.get("subscriptions", id, "subscription");
    if (sub.status === "canceled")
      throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
    const changes: Record<string, unknown> = {};
    if (patch.metadata) changes.metadata = { ...(sub.metadata as object), ...patch.metadata };
    if (patch.cancelAtPeriodEnd !== undefined && patch.cancelAtPeriodEnd !== sub.cancel_at_period_end) {
      const end = periodEnd(sub);
      Object.assign(changes, {
        cancel_at_period_end: patch.cancelAtPeriodEnd,
        cancel_at: patch.cancelAtPeriodEnd ? end : null,
        canceled_at: patch.cancelAtPeriodEnd ? this.now() : null,
        cancellation_details: {
          comment: null,
          feedback: null,
          reason: patch.cancelAtPeriodEnd ? "cancellation_requested" : null,
        },
      });
    }
    if (Object.keys(changes).length) this.change(sub, changes, "customer.subscription.updated");
    this.save();
    return sub;
  }

  cancelSubscription(id: string) {
    const sub = this.get("subscriptions", id, "subscription");
    if (sub.status === "canceled") return sub;
    const now = this.now();
    this.change(sub, {
      status: sub.status === "incomplete" ? "incomplete_expired" : "canceled",
      ended_at: now,
      canceled_at: sub.canceled_at ?? now,
      cancel_at_period_end: false,
    });
    this.fire("customer.subscription.deleted", sub);
    this.save();
    return sub;
  }

  /**
   * Moves a subscription to its next period, as Stripe does when the period ends: renews it (paid or
   * failed), or ends it when it was set to cancel at period end. For tests and local trials.
   */
  advanceSubscription(id: string, outcome: "pay" | "decline" = "pay") {
    const sub = this.get("subscriptions", id, "subscription");
    const end = periodEnd(sub);
    if (sub.cancel_at_period_end) {
      this.change(sub, { status: "canceled", ended_at: end });
      this.fire("customer.subscription.deleted", sub);
      this.save();
      return sub;
    }
    const next = shapes.addMonth(end);
    const items = sub.items as { data: Array<Record<string, unknown>> };
    items.data[0]!.current_period_start = end;
    items.data[0]!.current_period_end = next;
    const invoice = this.openInvoice(sub, "subscription_cycle", end, next);
    this.change(sub, { latest_invoice: invoice.id }, "customer.subscription.updated");
    const pi = invoice.confirmation_secret as { client_secret: string };
    const piId = pi.client_secret.split("_secret_")[0]!;
    try {
      this.confirmPaymentIntent(
        piId,
        outcome === "pay" ? ((sub.default_payment_method as string) ?? "pm_card_visa") : "pm_card_chargeDeclined",
      );
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
    }
    return sub;
  }

  refund(input: { paymentIntent?: string; charge?: string }) {
    let chargeId = input.charge;
    if (!chargeId && input.paymentIntent) {
      chargeId = this.get("payment_intents", input.paymentIntent, "payment_intent").latest_charge as string | undefined;
      if (!chargeId) throw invalid("This PaymentIntent does not have a successful charge to refund.", "payment_intent");
    }
    if (!chargeId)
      throw invalid("One of the following params should be provided for this request: payment_intent or charge.");
    const ch = this.get("charges", chargeId, "charge");
    if (ch.refunded)
      throw new StripeFailure(400, {
        type: "invalid_request_error",
        code: "charge_already_refunded",
        message: `Charge ${ch.id} has already been refunded.`,
      });
    const row = this.put("refunds", shapes.refund(ch as never, this.now()));
    this.change(ch, { amount_refunded: ch.amount, refunded: true }, "charge.refunded");
    this.fire("refund.created", row);
    this.save();
    return row;
  }
}

export function periodEnd(sub: StripeObject): number {
  return (sub.items as { data: Array<{ current_period_end: number }> }).data[0]!.current_period_end;
}
