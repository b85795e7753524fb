// Test mode for integration tests: the local Stripe-compatible server on a free port, the real SDK
// pointed at it, and its signed events handed straight to the webhook function.
import type { Context } from "@netlify/functions";
import createSubscription from "../../functions/create-boost-subscription.ts";
import webhook from "../../functions/stripe-webhook.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { forgetBoostProduct } from "../../src/boosts/boost-product.server.ts";
import { getStripe } from "../../src/boosts/stripe-client.server.ts";
import { LocalStripe, type SentEvent } from "../../scripts/lib/local-stripe/server.ts";
import { callFunction } from "./call-function.ts";

export const TEST_WEBHOOK_SECRET = "whsec_integration_tests_only";

export async function postWebhook(payload: string, signature: string | null) {
  const headers = new Headers({ "content-type": "application/json" });
  if (signature !== null) headers.set("stripe-signature", signature);
  const response = await webhook(
    new Request("http://127.0.0.1:8888/api/stripe/webhook", { method: "POST", headers, body: payload }),
    { params: {} } as unknown as Context,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function startLocalStripe(options: { autoDeliver?: boolean } = {}) {
  const server = new LocalStripe({
    webhookSecret: TEST_WEBHOOK_SECRET,
    webhook: postWebhook,
    autoDeliver: options.autoDeliver,
  });
  process.env.STRIPE_LOCAL_URL = await server.start();
  process.env.STRIPE_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
  delete process.env.STRIPE_SECRET_KEY;
  resetEnv();
  forgetBoostProduct();
  return server;
}

export async function stopLocalStripe(server: LocalStripe | undefined) {
  await server?.stop();
  delete process.env.STRIPE_LOCAL_URL;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  resetEnv();
}

/** The id of the PaymentIntent a client secret belongs to. */
export const intentOf = (clientSecret: string) => clientSecret.split("_secret_")[0]!;

/** A monthly boost bought for the store and paid by card, its webhook events delivered. */
export async function subscribeWithCard(server: LocalStripe, storeId: string, email: string): Promise<void> {
  const response = await callFunction(createSubscription, "/api/create", {
    method: "POST",
    body: { groceryStoreId: storeId, userEmail: email, userName: "Lee Grocer" },
  });
  await getStripe().paymentIntents.confirm(intentOf(response.body.clientSecret), { payment_method: "pm_card_visa" });
  await server.flush();
}

export type { SentEvent };
