// The one place that creates the Stripe client, with the API version pinned. With STRIPE_SECRET_KEY
// it is real Stripe; without it, test mode: the same SDK pointed at the local Stripe-compatible
// server (scripts/lib/local-stripe/) that npm start runs. Neither: payments are unavailable.
import Stripe from "stripe";
import { env } from "../platform/env.server.ts";
import { ApiError } from "../platform/errors.server.ts";

/** The API version the code is written against; webhook endpoints must be created with it too. */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

/** Test mode's secret key: only the local server accepts it. */
export const LOCAL_SECRET_KEY = "sk_test_local_small_town_grocers";

export const PAYMENTS_UNAVAILABLE = "Payment processing is currently unavailable. Please try again later.";

export type PaymentsMode = "live" | "test" | "unavailable";

export function paymentsMode(): PaymentsMode {
  const { STRIPE_SECRET_KEY, STRIPE_LOCAL_URL } = env();
  if (STRIPE_SECRET_KEY) return "live";
  return STRIPE_LOCAL_URL ? "test" : "unavailable";
}

let cached: { signature: string; client: Stripe } | undefined;

export function getStripe(): Stripe {
  const { STRIPE_SECRET_KEY, STRIPE_LOCAL_URL } = env();
  const signature = `${STRIPE_SECRET_KEY ?? ""}|${STRIPE_LOCAL_URL ?? ""}`;
  if (cached?.signature === signature) return cached.client;
  let client: Stripe;
  if (STRIPE_SECRET_KEY) {
    client = new Stripe(STRIPE_SECRET_KEY, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2, timeout: 20_000 });
  } else if (STRIPE_LOCAL_URL) {
    const url = new URL(STRIPE_LOCAL_URL);
    client = new Stripe(LOCAL_SECRET_KEY, {
      apiVersion: STRIPE_API_VERSION,
      host: url.hostname,
      port: url.port,
      protocol: url.protocol === "https:" ? "https" : "http",
      maxNetworkRetries: 0,
      telemetry: false,
      timeout: 10_000,
    });
  } else {
    throw new ApiError("service_unavailable", PAYMENTS_UNAVAILABLE);
  }
  cached = { signature, client };
  return client;
}

/** The secret webhook signatures are checked with; a missing secret refuses every event. */
export function webhookSecret(): string {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret || paymentsMode() === "unavailable") throw new ApiError("service_unavailable", PAYMENTS_UNAVAILABLE);
  return secret;
}

/** Stripe's own failures (network, 5xx) read as "unavailable" to the buyer; details go to the log. */
export function isProviderUnreachable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeAuthenticationError
  );
}
