// The boost lifecycle is driven by Stripe's signed webhooks only: each event applies once (replays and
// duplicates change nothing), in any order (the object is re-read from Stripe), and a bad signature
// is refused. Events come from the local Stripe-compatible server and are delivered here by hand.
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getActiveBoost } from "../../src/boosts/boosts-queries.server.ts";
import { boosts, processedWebhookEvents, siteRebuilds } from "../../db/schema.ts";
import createSubscription from "../../functions/create-boost-subscription.ts";
import webhook from "../../functions/stripe-webhook.ts";
import createOneTime from "../../functions/create-one-time-boost.ts";
import { getStripe } from "../../src/boosts/stripe-client.server.ts";
import type { LocalStripe, SentEvent } from "../../scripts/lib/local-stripe/server.ts";
import { callFunction } from "../helpers/call-function.ts";
import { intentOf, postWebhook, startLocalStripe, stopLocalStripe } from "../helpers/local-stripe.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true });
let stripe: LocalStripe;
let cityId: number;
let networks = 0;

const buyer = { userEmail: "owner@example.com", userName: "Pat Owner" };

async function purchase(fn: typeof createOneTime, storeId: string) {
  const response = await callFunction(fn, "/api/create", {
    method: "POST",
    body: { groceryStoreId: storeId, ...buyer },
    ip: `10.${++networks}.0.5`,
  });
  expect(response.status).toBe(200);
  return response.body.clientSecret as string;
}

/** Events recorded since `mark`, of the given types. */
const since = (mark: number, ...types: string[]) =>
  stripe.events.slice(mark).filter((e) => types.length === 0 || types.includes(e.event.type));

async function deliver(events: SentEvent[]) {
  for (const e of events) expect((await stripe.deliver(e)).status).toBe(200);
}

const boostOf = async (storeId: string) =>
  (await testDb.db.select().from(boosts).where(eq(boosts.groceryStoreId, storeId)))[0]!;

const LIFECYCLE = [
  "payment_intent.succeeded",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "charge.refunded",
];

async function paidSubscription(storeId: string) {
  const secret = await purchase(createSubscription, storeId);
  const mark = stripe.events.length;
  await getStripe().paymentIntents.confirm(intentOf(secret), { payment_method: "pm_card_visa" });
  await deliver(since(mark, ...LIFECYCLE));
  return (await boostOf(storeId)).stripeSubscriptionId!;
}

beforeAll(async () => {
  cityId = (await insertCity(testDb.db)).id;
  stripe = await startLocalStripe({ autoDeliver: false });
});

afterAll(async () => {
  await stopLocalStripe(stripe);
});

describe(`Stripe webhooks on ${engine}`, () => {
  it("refuses a bad, missing or foreign signature and changes nothing", async () => {
    const store = await insertStore(testDb.db, cityId);
    const mark = stripe.events.length;
    await getStripe().paymentIntents.confirm(intentOf(await purchase(createOneTime, store.id)), {
      payment_method: "pm_card_visa",
    });
    const [succeeded] = since(mark, "payment_intent.succeeded");
    expect((await stripe.deliver(succeeded!, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await postWebhook(succeeded!.payload, null)).status).toBe(400);
    expect((await postWebhook(succeeded!.payload, "t=1,v1=deadbeef")).status).toBe(400);
    // A body changed after signing fails the check.
    const signature = new Stripe("sk_test_x").webhooks.generateTestHeaderString({
      payload: succeeded!.payload,
      secret: "whsec_integration_tests_only",
    });
    const tampered = succeeded!.payload.replace('"amount": 800', '"amount": 1');
    expect((await postWebhook(tampered, signature)).status).toBe(400);
    // An old signature (replayed after Stripe's 5-minute tolerance) is refused.
    const old = new Stripe("sk_test_x").webhooks.generateTestHeaderString({
      payload: succeeded!.payload,
      secret: "whsec_integration_tests_only",
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await postWebhook(succeeded!.payload, old)).status).toBe(400);
    expect((await boostOf(store.id)).status).toBe("incomplete");

    expect((await stripe.deliver(succeeded!)).status).toBe(200);
    expect((await boostOf(store.id)).status).toBe("active");
  });

  it("applies a replayed or duplicated event once", async () => {
    const store = await insertStore(testDb.db, cityId);
    const other = await insertStore(testDb.db, cityId);
    const first = await purchase(createOneTime, store.id);
    const mark = stripe.events.length;
    await getStripe().paymentIntents.confirm(intentOf(first), { payment_method: "pm_card_visa" });
    const [succeeded] = since(mark, "payment_intent.succeeded");
    const results = await Promise.all([1, 2, 3].map(() => stripe.deliver(succeeded!)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const after = await boostOf(store.id);
    const replay = await postWebhook(
      succeeded!.payload,
      new Stripe("sk_test_x").webhooks.generateTestHeaderString({
        payload: succeeded!.payload,
        secret: "whsec_integration_tests_only",
      }),
    );
    expect(replay.body).toEqual({ received: true, result: "duplicate" });
    expect(await boostOf(store.id)).toEqual(after);
    const claimed = await testDb.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, succeeded!.event.id));
    expect(claimed).toHaveLength(1);
    expect((await boostOf(other.id)) ?? null).toBeFalsy();
  });

  it("ends a refunded one-time boost, whichever of success and refund arrives first", async () => {
    const store = await insertStore(testDb.db, cityId);
    const mark = stripe.events.length;
    const secret = await purchase(createOneTime, store.id);
    await getStripe().paymentIntents.confirm(intentOf(secret), { payment_method: "pm_card_visa" });
    await getStripe().refunds.create({ payment_intent: intentOf(secret) });
    const events = since(mark, ...LIFECYCLE);
    expect(events.map((e) => e.event.type)).toEqual(["payment_intent.succeeded", "charge.refunded"]);
    await deliver([...events].reverse());
    const boost = await boostOf(store.id);
    expect(boost.status).toBe("refunded");
    expect(await getActiveBoost(testDb.db, store.id)).toBeUndefined();

    // In order: active first, then the refund ends it.
    const second = await insertStore(testDb.db, cityId);
    const mark2 = stripe.events.length;
    const secret2 = await purchase(createOneTime, second.id);
    await getStripe().paymentIntents.confirm(intentOf(secret2), { payment_method: "pm_card_visa" });
    await deliver(since(mark2, ...LIFECYCLE));
    expect(await getActiveBoost(testDb.db, second.id)).toBeDefined();
    const mark3 = stripe.events.length;
    await getStripe().refunds.create({ payment_intent: intentOf(secret2) });
    await deliver(since(mark3, ...LIFECYCLE));
    expect(await getActiveBoost(testDb.db, second.id)).toBeUndefined();
  });

  it("activates a subscription whether invoice.paid or subscription.updated comes first", async () => {
    const store = await insertStore(testDb.db, cityId);
    const secret = await purchase(createSubscription, store.id);
    const mark = stripe.events.length;
    await getStripe().paymentIntents.confirm(intentOf(secret), { payment_method: "pm_card_visa" });
    const events = since(mark, ...LIFECYCLE);
    expect(events.map((e) => e.event.type)).toEqual([
      "payment_intent.succeeded",
      "invoice.paid",
      "customer.subscription.updated",
    ]);
    await deliver([...events].reverse());
    const boost = await boostOf(store.id);
    expect(boost.status).toBe("active");
    const sub = await getStripe().subscriptions.retrieve(boost.stripeSubscriptionId!);
    expect(boost.currentPeriodEnd!.getTime()).toBe(sub.items.data[0]!.current_period_end * 1000);
  });

  it("keeps a boost cancelled at period end until that end, and ends it when the subscription is deleted", async () => {
    const store = await insertStore(testDb.db, cityId);
    const subscriptionId = await paidSubscription(store.id);
    const paidEnd = (await boostOf(store.id)).currentPeriodEnd!;
    let mark = stripe.events.length;
    await getStripe().subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await deliver(since(mark, ...LIFECYCLE));
    expect(await boostOf(store.id)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: paidEnd,
    });
    expect(await getActiveBoost(testDb.db, store.id)).toBeDefined();

    // The period ends: Stripe deletes the subscription; an older "updated" arriving late changes nothing.
    const [staleUpdate] = since(mark, "customer.subscription.updated");
    mark = stripe.events.length;
    stripe.ledger.advanceSubscription(subscriptionId);
    await deliver(since(mark, ...LIFECYCLE));
    await deliver([staleUpdate!]);
    const ended = await boostOf(store.id);
    expect(ended.status).toBe("canceled");
    expect(ended.currentPeriodEnd).toEqual(paidEnd);
  });

  it("renews on invoice.paid, and on a failed renewal marks the boost past due and mails the owner", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Prairie Pantry" });
    const subscriptionId = await paidSubscription(store.id);
    const firstEnd = (await boostOf(store.id)).currentPeriodEnd!;
    let mark = stripe.events.length;
    stripe.ledger.advanceSubscription(subscriptionId, "pay");
    await deliver(since(mark, ...LIFECYCLE));
    const renewed = await boostOf(store.id);
    expect(renewed.status).toBe("active");
    expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(firstEnd.getTime());

    mark = stripe.events.length;
    stripe.ledger.advanceSubscription(subscriptionId, "decline");
    const failed = since(mark, ...LIFECYCLE);
    expect(failed.map((e) => e.event.type)).toContain("invoice.payment_failed");
    await deliver(failed);
    await deliver(failed); // redelivered: still one mail
    const pastDue = await boostOf(store.id);
    expect(pastDue.status).toBe("past_due");
    // Paid-through date unchanged: the unpaid period is not given away.
    expect(pastDue.currentPeriodEnd).toEqual(renewed.currentPeriodEnd);
    const mails = (await readOutbox(testDb.outbox)).filter(
      (m) => m.subject === "Your boost payment for Prairie Pantry failed",
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("owner@example.com");
    expect(mails[0]!.text).toContain("$5.00");
  });

  it("acknowledges events outside the allow-list without acting on them", async () => {
    const mark = stripe.events.length;
    await getStripe().customers.create({ email: "someone@example.com" });
    const [created] = since(mark, "customer.created");
    const response = await postWebhook(
      created!.payload,
      new Stripe("sk_test_x").webhooks.generateTestHeaderString({
        payload: created!.payload,
        secret: "whsec_integration_tests_only",
      }),
    );
    expect(response).toEqual({ status: 200, body: { received: true, result: "ignored" } });
  });

  it("requests a rebuild when a boost starts, so static pages show the badge", async () => {
    await testDb.db.delete(siteRebuilds);
    const store = await insertStore(testDb.db, cityId);
    await paidSubscription(store.id);
    const [row] = await testDb.db.select().from(siteRebuilds);
    expect(row?.reason).toMatch(/^boost /);
  });

  it("counts a boost as active up to, and not at, the exact end of its period", async () => {
    const store = await insertStore(testDb.db, cityId);
    const end = new Date(Date.now() + 3600_000);
    await testDb.db.insert(boosts).values({
      groceryStoreId: store.id,
      kind: "one_time",
      status: "active",
      customerEmail: "edge@example.com",
      customerName: "Edge",
      amountCents: 800,
      currentPeriodStart: new Date(end.getTime() - 30 * 24 * 3600_000),
      currentPeriodEnd: end,
    });
    expect(await getActiveBoost(testDb.db, store.id, new Date(end.getTime() - 1))).toBeDefined();
    expect(await getActiveBoost(testDb.db, store.id, end)).toBeUndefined();
    expect(await getActiveBoost(testDb.db, store.id, new Date(end.getTime() + 1))).toBeUndefined();
    // And the derived state everywhere reads now(): a period that ended a millisecond ago is over.
    await testDb.db
      .update(boosts)
      .set({ currentPeriodEnd: sql`now() - interval '1 millisecond'` })
      .where(eq(boosts.groceryStoreId, store.id));
    expect(await getActiveBoost(testDb.db, store.id)).toBeUndefined();
  });

  it("cancels a past-due subscription of the store when a new boost starts, so nobody pays twice", async () => {
    const store = await insertStore(testDb.db, cityId);
    const oldSubscription = await paidSubscription(store.id);
    let mark = stripe.events.length;
    stripe.ledger.advanceSubscription(oldSubscription, "decline");
    await deliver(since(mark, ...LIFECYCLE));
    expect((await boostOf(store.id)).status).toBe("past_due");

    // The owner buys again instead of fixing the card: the stuck subscription is cancelled.
    mark = stripe.events.length;
    const secret = await purchase(createOneTime, store.id);
    await getStripe().paymentIntents.confirm(intentOf(secret), { payment_method: "pm_card_visa" });
    await deliver(since(mark, ...LIFECYCLE));
    expect((await getStripe().subscriptions.retrieve(oldSubscription)).status).toBe("canceled");
    await deliver(since(mark, ...LIFECYCLE).filter((e) => e.event.type === "customer.subscription.deleted"));
    const rows = await testDb.db.select().from(boosts).where(eq(boosts.groceryStoreId, store.id));
    expect(rows.map((r) => `${r.kind}:${r.status}`).sort()).toEqual(["one_time:active", "subscription:canceled"]);
  });

  it("cancels the unpaid purchase a buyer replaces with the other plan", async () => {
    const store = await insertStore(testDb.db, cityId);
    await purchase(createSubscription, store.id);
    const first = await boostOf(store.id);
    await purchase(createOneTime, store.id);
    expect((await getStripe().subscriptions.retrieve(first.stripeSubscriptionId!)).status).toBe("incomplete_expired");
    const rows = await testDb.db.select().from(boosts).where(eq(boosts.groceryStoreId, store.id));
    expect(rows.map((r) => `${r.kind}:${r.status}`).sort()).toEqual(["one_time:incomplete", "subscription:abandoned"]);
  });

  it("takes Stripe's posts from another site (signed, no same-site check) but caps the body", async () => {
    const mark = stripe.events.length;
    await getStripe().customers.create({ email: "elsewhere@example.com" });
    const [created] = since(mark, "customer.created");
    const signature = new Stripe("sk_test_x").webhooks.generateTestHeaderString({
      payload: created!.payload,
      secret: "whsec_integration_tests_only",
    });
    const post = (body: string, headers: Record<string, string>) =>
      webhook(new Request("http://127.0.0.1:8888/api/stripe/webhook", { method: "POST", headers, body }), {
        params: {},
      } as never);
    const crossSite = await post(created!.payload, {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": signature,
      origin: "https://hooks.stripe.com",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(200);
    // Past the cap (1 MB, far above any event Stripe signs; issue #43): refused before it is checked.
    const huge = await post(" ".repeat(1024 * 1024 + 1), {
      "content-type": "application/json",
      "stripe-signature": signature,
    });
    expect(huge.status).toBe(413);
    const form = await post(created!.payload, { "content-type": "text/plain", "stripe-signature": signature });
    expect(form.status).toBe(415);
  });
});
