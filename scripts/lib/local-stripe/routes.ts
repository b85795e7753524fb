// The subset of Stripe's HTTP API the product calls, mapped onto the ledger. Responses carry
// Stripe's shapes; `expand` works on the fields the product expands.
import type { Form } from "./form.ts";
import { list, metadata, obj, str } from "./form.ts";
import { type Ledger, StripeFailure, missing } from "./ledger.ts";
import type { StripeObject } from "./objects.ts";
import { listOf } from "./objects.ts";

export interface Call {
  method: string;
  path: string;
  params: Form;
}

type Route = { method: string; pattern: RegExp; run: (ledger: Ledger, params: Form, ids: string[]) => unknown };

const limitOf = (params: Form) => Math.min(100, Math.max(1, Number(str(params.limit) ?? 10)));

function filtered(rows: Iterable<StripeObject>, keep: (row: StripeObject) => boolean, params: Form, url: string) {
  const data = [...rows].filter(keep).sort((a, b) => (b.created as number) - (a.created as number));
  const limit = limitOf(params);
  return { ...listOf(data.slice(0, limit), url), has_more: data.length > limit };
}

/** customers/search supports the query the product sends: email:'someone@example.com'. */
function emailFromQuery(query: string): string {
  const match = /^\s*email\s*:\s*(['"])(.*)\1\s*$/.exec(query);
  if (!match)
    throw new StripeFailure(400, {
      type: "invalid_request_error",
      param: "query",
      message: "The local Stripe server only supports queries of the form email:'...'.",
    });
  return match[2]!.replace(/\\(['"])/g, "$1");
}

function subscriptionPrice(ledger: Ledger, params: Form): StripeObject {
  const item = obj(list(params.items)[0]);
  const priceId = str(item.price);
  if (priceId) return ledger.get("prices", priceId, "price");
  const data = obj(item.price_data);
  const product = str(data.product);
  if (!product)
    throw new StripeFailure(400, {
      type: "invalid_request_error",
      param: "items[0][price_data][product]",
      message: "Missing required param: items[0][price_data][product].",
    });
  return ledger.createPrice({
    product,
    unitAmount: Number(str(data.unit_amount)),
    currency: str(data.currency) ?? "usd",
    interval: str(obj(data.recurring).interval) ?? "month",
  });
}

const SUBSCRIPTION_STATUSES_OPEN = new Set(["active", "past_due", "unpaid", "trialing", "incomplete", "paused"]);

export const routes: Route[] = [
  {
    method: "POST",
    pattern: /^\/v1\/customers$/,
    run: (l, p) =>
      l.createCustomer({ email: str(p.email) ?? null, name: str(p.name) ?? null, metadata: metadata(p.metadata) }),
  },
  {
    method: "GET",
    pattern: /^\/v1\/customers\/search$/,
    run: (l, p) => {
      const email = emailFromQuery(str(p.query) ?? "");
      const found = filtered(l.tables.customers.values(), (c) => c.email === email, p, "/v1/customers/search");
      return { ...found, object: "search_result", next_page: null, total_count: found.data.length };
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/customers$/,
    run: (l, p) =>
      filtered(l.tables.customers.values(), (c) => !str(p.email) || c.email === str(p.email), p, "/v1/customers"),
  },
  { method: "GET", pattern: /^\/v1\/customers\/([^/]+)$/, run: (l, _p, [id]) => l.get("customers", id!, "customer") },
  {
    method: "POST",
    pattern: /^\/v1\/products$/,
    run: (l, p) => l.createProduct({ id: str(p.id), name: str(p.name) ?? "Product" }),
  },
  { method: "GET", pattern: /^\/v1\/products\/([^/]+)$/, run: (l, _p, [id]) => l.get("products", id!, "product") },
  {
    method: "POST",
    pattern: /^\/v1\/subscriptions$/,
    run: (l, p) =>
      l.createSubscription({
        customer: str(p.customer) ?? "",
        price: subscriptionPrice(l, p),
        metadata: metadata(p.metadata),
        paymentBehavior: str(p.payment_behavior),
      }),
  },
  {
    method: "GET",
    pattern: /^\/v1\/subscriptions$/,
    run: (l, p) => {
      const status = str(p.status);
      const keep = (s: StripeObject) =>
        (!str(p.customer) || s.customer === str(p.customer)) &&
        (status === "all" || (status ? s.status === status : SUBSCRIPTION_STATUSES_OPEN.has(s.status as string)));
      return filtered(l.tables.subscriptions.values(), keep, p, "/v1/subscriptions");
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    run: (l, _p, [id]) => l.get("subscriptions", id!, "subscription"),
  },
  {
    method: "POST",
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    run: (l, p, [id]) => {
      const cancel = str(p.cancel_at_period_end);
      return l.updateSubscription(id!, {
        cancelAtPeriodEnd: cancel === undefined ? undefined : cancel === "true",
        metadata: p.metadata ? metadata(p.metadata) : undefined,
      });
    },
  },
  { method: "DELETE", pattern: /^\/v1\/subscriptions\/([^/]+)$/, run: (l, _p, [id]) => l.cancelSubscription(id!) },
  {
    method: "POST",
    pattern: /^\/v1\/payment_intents$/,
    run: (l, p) => {
      if (p.payment_method_types) {
        throw new StripeFailure(400, {
          type: "invalid_request_error",
          param: "payment_method_types",
          message: "Received unknown parameter: payment_method_types",
        });
      }
      return l.createPaymentIntent({
        amount: Number(str(p.amount)),
        currency: str(p.currency) ?? "usd",
        customer: str(p.customer) ?? null,
        metadata: metadata(p.metadata),
        description: str(p.description) ?? null,
        receiptEmail: str(p.receipt_email) ?? null,
      });
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    run: (l, _p, [id]) => l.get("payment_intents", id!, "payment_intent"),
  },
  {
    method: "POST",
    pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
    run: (l, p, [id]) => l.confirmPaymentIntent(id!, str(p.payment_method)),
  },
  {
    method: "POST",
    pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
    run: (l, p, [id]) => l.cancelPaymentIntent(id!, str(p.cancellation_reason)),
  },
  { method: "GET", pattern: /^\/v1\/invoices\/([^/]+)$/, run: (l, _p, [id]) => l.get("invoices", id!, "invoice") },
  {
    method: "GET",
    pattern: /^\/v1\/invoices$/,
    run: (l, p) =>
      filtered(
        l.tables.invoices.values(),
        (i) =>
          (!str(p.customer) || i.customer === str(p.customer)) &&
          (!str(p.subscription) ||
            (i.parent as { subscription_details: { subscription: string } }).subscription_details.subscription ===
              str(p.subscription)),
        p,
        "/v1/invoices",
      ),
  },
  { method: "GET", pattern: /^\/v1\/charges\/([^/]+)$/, run: (l, _p, [id]) => l.get("charges", id!, "charge") },
  {
    method: "POST",
    pattern: /^\/v1\/refunds$/,
    run: (l, p) => l.refund({ paymentIntent: str(p.payment_intent), charge: str(p.charge) }),
  },
];

const TABLE_BY_PREFIX: Record<string, Parameters<Ledger["get"]>[0]> = {
  cus: "customers",
  sub: "subscriptions",
  in: "invoices",
  pi: "payment_intents",
  ch: "charges",
  price: "prices",
};

/** A response body: ids swapped for objects along `expand` paths; invoice secrets only when asked. */
export function render(ledger: Ledger, row: unknown, expand: string[], prefix = ""): unknown {
  if (Array.isArray(row)) return row.map((r) => render(ledger, r, expand, prefix));
  if (!row || typeof row !== "object") return row;
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  const isList = out.object === "list" || out.object === "search_result";
  if (out.object === "invoice" && !expand.includes(`${prefix}confirmation_secret`)) delete out.confirmation_secret;
  for (const [key, value] of Object.entries(out)) {
    const path = `${prefix}${key}.`;
    const wanted = expand.some((e) => e === `${prefix}${key}` || e.startsWith(path));
    if (typeof value === "string" && wanted) {
      const table = TABLE_BY_PREFIX[value.split("_")[0]!];
      const target = table ? ledger.tables[table].get(value) : ledger.tables.products.get(value);
      if (!target) throw missing("object", value);
      out[key] = render(ledger, target, expand, path);
    } else if (value && typeof value === "object" && (wanted || isList)) {
      out[key] = render(ledger, value, expand, path);
    }
  }
  return out;
}

export function route(ledger: Ledger, call: Call): unknown {
  for (const r of routes) {
    if (r.method !== call.method) continue;
    const match = r.pattern.exec(call.path);
    if (match) {
      const result = r.run(ledger, call.params, match.slice(1).map(decodeURIComponent));
      return render(ledger, result, list(call.params.expand).map(String));
    }
  }
  throw new StripeFailure(404, {
    type: "invalid_request_error",
    message: `Unrecognized request URL (${call.method}: ${call.path}). The local Stripe server speaks only the subset this product uses.`,
  });
}
