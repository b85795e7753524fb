// Buying a boost end to end on the server, with the real Stripe SDK against the local
// Stripe-compatible server: purchase, pay with a test card, the signed webhook activates the boost,
// the check endpoint and the derived "boosted" state follow; double clicks and concurrent buyers.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { boostPayments, boosts } from "../../db/schema.ts";
import boostCheck from "../../functions/boost-subscriptions-check.ts";
import createSubscription from "../../functions/create-boost-subscription.ts";
import createOneTime from "../../functions/create-one-time-boost.ts";
import paymentsConfig from "../../functions/payments-config.ts";
import testConfirm from "../../functions/test-payments-confirm.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { getStripe } from "../../src/boosts/stripe-client.server.ts";
import type { LocalStripe } from "../../scripts/lib/local-stripe/server.ts";
import { callFunction } from "../helpers/call-function.ts";
import { intentOf, startLocalStripe, stopLocalStripe } from "../helpers/local-stripe.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true });
let stripe: LocalStripe;
let cityId: number;
let networks = 0;

const buyer = { userEmail: "Dana@Example.com", userName: "Dana Miller" };

const buy = (fn: typeof createOneTime, body: unknown) =>
  callFunction(fn, "/api/create", { method: "POST", body, ip: `10.${++networks}.0.5` });

const check = (storeId: string) =>
  callFunction(boostCheck, `/api/boost-subscriptions/check/${storeId}`, { params: { storeId } });

const boostsOf = (storeId: string) => testDb.db.select().from(boosts).where(eq(boosts.groceryStoreId, storeId));

async function pay(clientSecret: string, paymentMethod = "pm_card_visa") {
  await getStripe().paymentIntents.confirm(intentOf(clientSecret), { payment_method: paymentMethod });
  await stripe.flush();
}

beforeAll(async () => {
  cityId = (await insertCity(testDb.db)).id;
  stripe = await startLocalStripe();
});

afterAll(async () => {
  await stopLocalStripe(stripe);
});

describe(`buying a boost on ${engine}`, () => {
  it("starts a $5/month subscription, and the paid first invoice makes the store boosted to the item's period end", async () => {
    const store = await insertStore(testDb.db, cityId);
    const response = await buy(createSubscription, { groceryStoreId: store.id, ...buyer });
    expect(response.status).toBe(200);
    expect(response.body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const [pending] = await boostsOf(store.id);
    expect(pending).toMatchObject({
      kind: "subscription",
      status: "incomplete",
      customerEmail: "dana@example.com",
      amountCents: 500,
    });
    expect((await check(store.id)).body).toEqual({ hasActiveBoost: false, subscription: null });

    const subscription = await getStripe().subscriptions.retrieve(pending!.stripeSubscriptionId!);
    expect(subscription).toMatchObject({
      status: "incomplete",
      metadata: { boostId: pending!.id, groceryStoreId: store.id },
    });
    expect(subscription.items.data[0]!.price.unit_amount).toBe(500);

    await pay(response.body.clientSecret);
    const [active] = await boostsOf(store.id);
    expect(active!.status).toBe("active");
    const periodEnd = (await getStripe().subscriptions.retrieve(subscription.id)).items.data[0]!.current_period_end;
    expect(active!.currentPeriodEnd!.getTime()).toBe(periodEnd * 1000);
    expect((await check(store.id)).body).toEqual({
      hasActiveBoost: true,
      subscription: {
        status: "active",
        currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
        kind: "subscription",
        cancelAtPeriodEnd: false,
      },
    });
    const payments = await testDb.db.select().from(boostPayments).where(eq(boostPayments.boostId, active!.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountCents: 500, status: "paid" });

    // A second boost for an active store is refused.
    const again = await buy(createSubscription, { groceryStoreId: store.id, ...buyer });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/^Store Already Boosted!/);
  });

  it("charges $8 once for 30 days from the payment, with the store and e-mail in the metadata", async () => {
    const store = await insertStore(testDb.db, cityId);
    const response = await buy(createOneTime, { groceryStoreId: store.id, ...buyer });
    expect(response.status).toBe(200);
    const intent = await getStripe().paymentIntents.retrieve(intentOf(response.body.clientSecret));
    expect(intent).toMatchObject({
      amount: 800,
      currency: "usd",
      automatic_payment_methods: { enabled: true },
      metadata: { groceryStoreId: store.id, userEmail: "dana@example.com", kind: "one_time_boost" },
    });
    await pay(response.body.clientSecret);
    const [boost] = await boostsOf(store.id);
    const paidAt = (
      await getStripe().charges.retrieve((await getStripe().paymentIntents.retrieve(intent.id)).latest_charge as string)
    ).created;
    expect(boost).toMatchObject({ kind: "one_time", status: "active" });
    expect(boost!.currentPeriodStart!.getTime()).toBe(paidAt * 1000);
    expect(boost!.currentPeriodEnd!.getTime() - boost!.currentPeriodStart!.getTime()).toBe(30 * 24 * 3600 * 1000);
  });

  it("extends a running one-time boost from its current end, and says so", async () => {
    const store = await insertStore(testDb.db, cityId);
    await pay((await buy(createOneTime, { groceryStoreId: store.id, ...buyer })).body.clientSecret);
    const [first] = await boostsOf(store.id);
    const again = await buy(createOneTime, { groceryStoreId: store.id, ...buyer });
    expect(again.status).toBe(200);
    expect(again.body.extendsFrom).toBe(first!.currentPeriodEnd!.toISOString());
    expect(again.body.message).toMatch(/already boosted until .*adds 30 days from then/);
    await pay(again.body.clientSecret);
    const second = (await boostsOf(store.id)).find((b) => b.id !== first!.id)!;
    expect(second.currentPeriodStart!.getTime()).toBe(first!.currentPeriodEnd!.getTime());
    expect(second.currentPeriodEnd!.getTime() - first!.currentPeriodEnd!.getTime()).toBe(30 * 24 * 3600 * 1000);
    expect((await check(store.id)).body.subscription.currentPeriodEnd).toBe(second.currentPeriodEnd!.toISOString());
    // A monthly subscription on top of a running boost is refused.
    expect((await buy(createSubscription, { groceryStoreId: store.id, ...buyer })).status).toBe(409);
  });

  it("makes one PaymentIntent for a double click and one boost for concurrent buyers of one store", async () => {
    const store = await insertStore(testDb.db, cityId);
    const body = { groceryStoreId: store.id, ...buyer };
    const clicks = await Promise.all([1, 2, 3, 4].map(() => buy(createOneTime, body)));
    expect(clicks.map((c) => c.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(clicks.map((c) => c.body.clientSecret)).size).toBe(1);

    const others = await Promise.all(
      ["a", "b", "c"].map((who) => buy(createOneTime, { ...body, userEmail: `${who}@example.com` })),
    );
    expect(others.map((o) => o.status)).toEqual([409, 409, 409]);
    expect(others[0]!.body.error.message).toMatch(/paying for a boost of this store right now/);

    await pay(clicks[0]!.body.clientSecret);
    const rows = await boostsOf(store.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("active");
  });

  it("keeps a declined card's purchase unpaid, with the provider's message", async () => {
    const store = await insertStore(testDb.db, cityId);
    const response = await buy(createSubscription, { groceryStoreId: store.id, ...buyer });
    await expect(pay(response.body.clientSecret, "pm_card_chargeDeclined")).rejects.toThrow("Your card was declined.");
    const [boost] = await boostsOf(store.id);
    expect(boost!.status).toBe("incomplete");
    expect((await check(store.id)).body.hasActiveBoost).toBe(false);
    // The same buyer tries again: the same subscription and invoice, no second one.
    const retry = await buy(createSubscription, { groceryStoreId: store.id, ...buyer });
    expect(retry.body.clientSecret).toBe(response.body.clientSecret);
    await pay(retry.body.clientSecret);
    expect((await check(store.id)).body.hasActiveBoost).toBe(true);
  });

  it.each([
    [{}, 422],
    [{ groceryStoreId: "not-a-uuid", ...buyer }, 422],
    [{ groceryStoreId: "00000000-0000-4000-8000-000000000000", userEmail: "nope", userName: "X" }, 422],
    [{ groceryStoreId: "00000000-0000-4000-8000-000000000000", ...buyer, userName: " " }, 422],
    [{ groceryStoreId: "00000000-0000-4000-8000-000000000000", ...buyer }, 404],
  ])("refuses %j with %i", async (body, status) => {
    expect((await buy(createOneTime, body)).status).toBe(status);
    expect((await buy(createSubscription, body)).status).toBe(status);
  });

  it("answers 503 with the spec's text when no payment provider is configured or reachable", async () => {
    const store = await insertStore(testDb.db, cityId);
    const saved = process.env.STRIPE_LOCAL_URL;
    delete process.env.STRIPE_LOCAL_URL;
    resetEnv();
    const none = await buy(createOneTime, { groceryStoreId: store.id, ...buyer });
    expect(none.status).toBe(503);
    expect(none.body.error.message).toBe("Payment processing is currently unavailable. Please try again later.");
    process.env.STRIPE_LOCAL_URL = "http://127.0.0.1:9";
    resetEnv();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const unreachable = await buy(createSubscription, { groceryStoreId: store.id, ...buyer });
    expect(unreachable.status).toBe(503);
    process.env.STRIPE_LOCAL_URL = saved;
    resetEnv();
  });

  it("confirms with the test card form's numbers in test mode only, with the provider's decline message", async () => {
    expect((await callFunction(paymentsConfig, "/api/payments/config")).body).toEqual({
      mode: "test",
      publishableKey: null,
    });
    const confirm = (clientSecret: string, cardNumber: string) =>
      callFunction(testConfirm, "/api/test-payments/confirm", { method: "POST", body: { clientSecret, cardNumber } });
    const store = await insertStore(testDb.db, cityId);
    const { clientSecret } = (await buy(createOneTime, { groceryStoreId: store.id, ...buyer })).body;

    const declined = await confirm(clientSecret, "4000 0000 0000 0002");
    expect(declined.status).toBe(400);
    expect(declined.body.error).toMatchObject({ message: "Your card was declined.", declineCode: "generic_decline" });
    expect((await confirm(clientSecret, "1234")).body.error.message).toMatch(/card number is incorrect/);
    // A made-up secret for a real PaymentIntent id is refused.
    expect((await confirm(`${intentOf(clientSecret)}_secret_forged`, "4242424242424242")).status).toBe(400);

    const paid = await confirm(clientSecret, "4242 4242 4242 4242");
    expect(paid.body).toEqual({ status: "succeeded", paymentIntentId: intentOf(clientSecret) });
    await stripe.flush();
    expect((await check(store.id)).body.hasActiveBoost).toBe(true);

    // With real keys, nothing of test mode answers.
    process.env.STRIPE_SECRET_KEY = "sk_live_not_used";
    process.env.STRIPE_PUBLISHABLE_KEY = "pk_live_x";
    resetEnv();
    expect((await confirm(clientSecret, "4242424242424242")).status).toBe(404);
    expect((await callFunction(paymentsConfig, "/api/payments/config")).body).toEqual({
      mode: "live",
      publishableKey: "pk_live_x",
    });
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_PUBLISHABLE_KEY;
    resetEnv();
  });
});
