// Issue #43 item 12: a correctly signed Stripe or mail-provider (Postmark) event is never refused
// (not by a body cap, not by a rate limit, not for a record type we do not act on), and failed
// signatures are limited per network: past the limit they get a 429, and only failures count.
import type { Context } from "@netlify/functions";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import mailEventsFn from "../../functions/newsletter-mail-events.ts";
import stripeWebhookFn from "../../functions/stripe-webhook.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { SIGNATURE_FAILURES_PER_NETWORK } from "../../src/platform/signature-failures.server.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { TEST_WEBHOOK_SECRET } from "../helpers/local-stripe.ts";
import { engine } from "../helpers/test-db.ts";

useFunctionTestEnv();
const MAIL_SECRET = "postmark-webhook-secret-for-tests";

beforeAll(() => {
  process.env.STRIPE_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
  // Test mode; nothing here reaches the payment server (the events are ones the product ignores).
  process.env.STRIPE_LOCAL_URL = "http://127.0.0.1:9";
  process.env.MAIL_WEBHOOK_SECRET = MAIL_SECRET;
  resetEnv();
  return () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_LOCAL_URL;
    delete process.env.MAIL_WEBHOOK_SECRET;
    resetEnv();
  };
});

const stripeSignature = (payload: string, secret = TEST_WEBHOOK_SECRET) =>
  new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret });

/** An event the product does not act on (acknowledged as "ignored"), padded to about `bytes`. */
function stripeEvent(bytes = 0): string {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type: "customer.created",
    api_version: "2025-01-27",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: "cus_1", object: "customer", description: "x".repeat(bytes) } },
  });
}

async function postStripe(payload: string, signature: string | null, ip: string) {
  const headers = new Headers({ "content-type": "application/json; charset=utf-8" });
  if (signature !== null) headers.set("stripe-signature", signature);
  const response = await stripeWebhookFn(
    new Request("http://127.0.0.1:8888/api/stripe/webhook", { method: "POST", headers, body: payload }),
    { params: {}, ip } as unknown as Context,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function postMail(event: unknown, password: string, ip: string) {
  const response = await mailEventsFn(
    new Request("http://127.0.0.1:8888/api/newsletter/mail-events", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Basic ${Buffer.from(`postmark:${password}`).toString("base64")}`,
      },
      body: JSON.stringify(event),
    }),
    { params: {}, ip } as unknown as Context,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe(`webhooks on ${engine}`, () => {
  it("takes a correctly signed Stripe event of 200 KB (the old cap was 96 KB)", async () => {
    const payload = stripeEvent(200 * 1024);
    const answer = await postStripe(payload, stripeSignature(payload), "198.51.10.10");
    expect(answer).toEqual({ status: 200, body: { received: true, result: "ignored" } });
  });

  it("answers failed Stripe signatures 400, then 429 past the limit, and still takes a signed event", async () => {
    const ip = "198.51.20.20";
    const payload = stripeEvent();
    const wrong = stripeSignature(payload, "whsec_someone_else");
    for (let i = 0; i < SIGNATURE_FAILURES_PER_NETWORK; i++) {
      expect((await postStripe(payload, wrong, ip)).status).toBe(400);
    }
    // A missing signature is a failure too.
    const limited = await postStripe(payload, null, ip);
    expect(limited.status).toBe(429);
    expect((await postStripe(payload, wrong, ip)).status).toBe(429);
    // Another network is not affected, and a correctly signed event from this one is taken.
    expect((await postStripe(payload, wrong, "203.0.113.9")).status).toBe(400);
    expect((await postStripe(payload, stripeSignature(payload), ip)).status).toBe(200);
  });

  it("counts only failures: many signed Stripe events from one network are all taken", async () => {
    const ip = "198.51.30.30";
    for (let i = 0; i < SIGNATURE_FAILURES_PER_NETWORK + 5; i++) {
      const payload = stripeEvent();
      expect((await postStripe(payload, stripeSignature(payload), ip)).status).toBe(200);
    }
    expect((await postStripe(stripeEvent(), "t=1,v1=deadbeef", ip)).status).toBe(400);
  });

  it.each([
    ["a delivery", { RecordType: "Delivery", Recipient: "reader@example.com", MessageStream: "outbound" }],
    [
      "a bad address's bounce",
      { RecordType: "Bounce", Type: "BadEmailAddress", Email: "not an address", Inactive: true },
    ],
    [
      "a subscription change",
      { RecordType: "SubscriptionChange", Recipient: "reader@example.com", SuppressSending: true },
    ],
    ["an open", { RecordType: "Open", Recipient: "reader@example.com", FirstOpen: true }],
  ])("acknowledges %s from Postmark (200) without acting on it", async (_name, event) => {
    const answer = await postMail(event, MAIL_SECRET, "198.51.40.40");
    expect(answer).toEqual({ status: 200, body: { suppressed: false } });
  });

  it("takes an authenticated Postmark bounce larger than the usual 64 KB JSON cap", async () => {
    const event = {
      RecordType: "Bounce",
      Type: "HardBounce",
      Email: "big-bounce@example.com",
      Details: "x".repeat(100 * 1024),
    };
    expect(await postMail(event, MAIL_SECRET, "198.51.50.50")).toEqual({ status: 200, body: { suppressed: false } });
  });

  it("answers wrong Postmark credentials 401, then 429 past the limit, and still takes the right ones", async () => {
    const ip = "198.51.60.60";
    const event = { RecordType: "Delivery", Recipient: "reader@example.com" };
    for (let i = 0; i < SIGNATURE_FAILURES_PER_NETWORK; i++) {
      expect((await postMail(event, "guess", ip)).status).toBe(401);
    }
    expect((await postMail(event, "guess", ip)).status).toBe(429);
    expect((await postMail(event, MAIL_SECRET, ip)).status).toBe(200);
  });
});
