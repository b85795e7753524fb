// Stripe's object shapes (API 2026-10-28.endive) for the resources the product uses, as the real API
// returns them: period dates on subscription items, invoice.parent.subscription_details, invoice
// confirmation_secret (only when expanded), no payment_method_types on PaymentIntents.
import { randomBytes } from "node:crypto";
import { dollars } from "../../../src/boosts/plans.ts";

export type StripeObject = Record<string, unknown> & { id: string; object: string };

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;

export function listOf(data: StripeObject[], url: string) {
  return { object: "list", data, has_more: false, url };
}

export function customer(
  input: { email: string | null; name: string | null; metadata: Record<string, string> },
  now: number,
) {
  return {
    id: newId("cus"),
    object: "customer",
    address: null,
    balance: 0,
    created: now,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: input.email,
    invoice_prefix: randomBytes(4).toString("hex").toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
  };
}

export function price(
  input: { product: string; unitAmount: number; currency: string; interval: string | null },
  now: number,
) {
  return {
    id: newId("price"),
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created: now,
    currency: input.currency,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: input.product,
    recurring: input.interval
      ? { interval: input.interval, interval_count: 1, meter: null, usage_type: "licensed" }
      : null,
    tax_behavior: "unspecified",
    type: input.interval ? "recurring" : "one_time",
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
}

export function paymentIntent(
  input: {
    amount: number;
    currency: string;
    customer: string | null;
    metadata: Record<string, string>;
    description: string | null;
    receiptEmail: string | null;
  },
  now: number,
) {
  const id = newId("pi");
  return {
    id,
    object: "payment_intent",
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    automatic_payment_methods: { allow_redirects: "always", enabled: true },
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic_async",
    client_secret: `${id}_secret_${randomBytes(16).toString("base64url").replace(/[-_]/g, "x")}`,
    confirmation_method: "automatic",
    created: now,
    currency: input.currency,
    customer: input.customer,
    description: input.description,
    last_payment_error: null as unknown,
    latest_charge: null as string | null,
    livemode: false,
    metadata: input.metadata,
    next_action: null,
    payment_method: null as string | null,
    receipt_email: input.receiptEmail,
    setup_future_usage: null,
    status: "requires_payment_method",
  };
}

export function charge(
  pi: { id: string; amount: number; currency: string; customer: unknown; metadata: unknown; payment_method: unknown },
  now: number,
) {
  return {
    id: newId("ch"),
    object: "charge",
    amount: pi.amount,
    amount_captured: pi.amount,
    amount_refunded: 0,
    captured: true,
    created: now,
    currency: pi.currency,
    customer: pi.customer,
    disputed: false,
    livemode: false,
    metadata: pi.metadata,
    outcome: {
      network_status: "approved_by_network",
      reason: null,
      risk_level: "normal",
      seller_message: "Payment complete.",
      type: "authorized",
    },
    paid: true,
    payment_intent: pi.id,
    payment_method: pi.payment_method,
    refunded: false,
    status: "succeeded",
  };
}

export function subscriptionItem(
  subscription: string,
  priceObject: StripeObject,
  start: number,
  end: number,
  now: number,
) {
  return {
    id: newId("si"),
    object: "subscription_item",
    created: now,
    current_period_end: end,
    current_period_start: start,
    metadata: {},
    price: priceObject,
    quantity: 1,
    subscription,
  };
}

export function invoice(
  input: {
    customer: string;
    subscription: string;
    subscriptionMetadata: Record<string, string>;
    amount: number;
    currency: string;
    periodStart: number;
    periodEnd: number;
    billingReason: string;
    paymentIntent: { client_secret: string };
    priceObject: StripeObject;
  },
  now: number,
) {
  return {
    id: newId("in"),
    object: "invoice",
    amount_due: input.amount,
    amount_paid: 0,
    amount_remaining: input.amount,
    attempt_count: 0,
    attempted: false,
    billing_reason: input.billingReason,
    collection_method: "charge_automatically",
    confirmation_secret: { client_secret: input.paymentIntent.client_secret, type: "payment_intent" },
    created: now,
    currency: input.currency,
    customer: input.customer,
    livemode: false,
    lines: listOf(
      [
        {
          id: newId("il"),
          object: "line_item",
          amount: input.amount,
          currency: input.currency,
          description: `1 × Featured boost (at ${dollars(input.amount)} / month)`,
          period: { start: input.periodStart, end: input.periodEnd },
          pricing: {
            price_details: { price: input.priceObject.id, product: input.priceObject.product },
            type: "price_details",
          },
          quantity: 1,
        },
      ],
      "/v1/invoices/lines",
    ),
    metadata: {},
    parent: {
      quote_details: null,
      subscription_details: { metadata: input.subscriptionMetadata, subscription: input.subscription },
      type: "subscription_details",
    },
    period_end: input.periodEnd,
    period_start: input.periodStart,
    status: "open",
    status_transitions: {
      finalized_at: now,
      marked_uncollectible_at: null,
      paid_at: null as number | null,
      voided_at: null,
    },
    subtotal: input.amount,
    total: input.amount,
  };
}

export function refund(
  chargeObject: { id: string; amount: number; currency: string; payment_intent: unknown },
  now: number,
) {
  return {
    id: newId("re"),
    object: "refund",
    amount: chargeObject.amount,
    charge: chargeObject.id,
    created: now,
    currency: chargeObject.currency,
    metadata: {},
    payment_intent: chargeObject.payment_intent,
    reason: null,
    status: "succeeded",
  };
}

/** One calendar month later, like Stripe's monthly billing anchor (clamped to the month's end). */
export function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}
