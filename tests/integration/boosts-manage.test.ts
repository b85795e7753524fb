// Managing a boost subscription by e-mail: nothing is shown or cancelled without proof of the address
// (a mailed code or link), then the spec's statuses, the list, and cancel at period end, which keeps
// the boost to the end of the paid period.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getActiveBoost } from "../../src/boosts/boosts-queries.server.ts";
import { boosts } from "../../db/schema.ts";
import cancelFn from "../../functions/cancel-subscription.ts";
import infoFn from "../../functions/get-subscription-info.ts";
import { getStripe } from "../../src/boosts/stripe-client.server.ts";
import type { LocalStripe } from "../../scripts/lib/local-stripe/server.ts";
import { callFunction } from "../helpers/call-function.ts";
import { startLocalStripe, stopLocalStripe, subscribeWithCard } from "../helpers/local-stripe.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true });
let stripe: LocalStripe;
let cityId: number;

const info = (body: unknown, cookie?: string) =>
  callFunction(infoFn, "/api/get-subscription-info", { method: "POST", body, headers: cookie ? { cookie } : {} });
const cancel = (body: unknown, cookie?: string) =>
  callFunction(cancelFn, "/api/cancel-subscription", { method: "POST", body, headers: cookie ? { cookie } : {} });

async function mailTo(email: string) {
  const mail = (await readOutbox(testDb.outbox)).find((m) => m.to === email && m.subject.includes("manage your boost"));
  if (!mail) throw new Error(`no code mailed to ${email}`);
  return {
    code: /Your code is (\d{6})/.exec(mail.text)![1]!,
    token: new URL(mail.links.find((l) => l.includes("/manage-subscription?token="))!).searchParams.get("token")!,
  };
}

const cookieOf = (response: { headers: Headers }) => response.headers.getSetCookie()[0]!.split(";")[0]!;

const subscribe = (storeId: string, email: string) => subscribeWithCard(stripe, storeId, email);

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Decorah", state: "IA" })).id;
  stripe = await startLocalStripe();
});

afterAll(async () => {
  await stopLocalStripe(stripe);
});

describe(`managing boost subscriptions on ${engine}`, () => {
  it("shows nothing before the address is proven, then lists, cancels at period end and keeps the boost", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Oneota Market" });
    await subscribe(store.id, "lee@example.com");

    const asked = await info({ email: "Lee@Example.com" });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ status: "verification_required", customer: null, subscriptions: [] });
    expect(asked.body.message).toContain("lee@example.com");
    expect(asked.headers.getSetCookie()).toEqual([]);

    const { code, token } = await mailTo("lee@example.com");
    expect((await info({ email: "lee@example.com", code: code === "000000" ? "111111" : "000000" })).status).toBe(400);
    const proven = await info({ email: "lee@example.com", code });
    expect(proven.status).toBe(200);
    expect(proven.body.status).toBe("has_active_subscriptions");
    expect(proven.body.customer).toEqual({ email: "lee@example.com" });
    const [sub] = proven.body.subscriptions;
    expect(sub).toMatchObject({
      id: expect.stringMatching(/^sub_/),
      productName: "Monthly Boost",
      amount: 500,
      status: "active",
      cancelAtPeriodEnd: false,
      groceryStore: { name: "Oneota Market", address: store.address, city: "Decorah, IA" },
    });
    // The code works once; the link was for the same lookup and still works once.
    expect((await info({ email: "lee@example.com", code })).status).toBe(400);
    const cookie = cookieOf(proven);
    expect(proven.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);

    // The session acts for this address only.
    expect((await cancel({ email: "other@example.com", subscriptionId: sub.id }, cookie)).status).toBe(403);
    expect((await cancel({ email: "lee@example.com", subscriptionId: sub.id })).status).toBe(403);

    const cancelled = await cancel({ email: "lee@example.com", subscriptionId: sub.id }, cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatch(/stays featured until/);
    await stripe.flush();
    const [row] = await testDb.db.select().from(boosts).where(eq(boosts.groceryStoreId, store.id));
    expect(row).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(row!.currentPeriodEnd!.toISOString()).toBe(sub.currentPeriodEnd);
    expect(await getActiveBoost(testDb.db, store.id)).toBeDefined();

    // The lookup runs again with the session: still listed until it ends, marked as cancelling.
    const again = await info({ email: "lee@example.com" }, cookie);
    expect(again.body.subscriptions[0]).toMatchObject({ id: sub.id, cancelAtPeriodEnd: true });

    // The buyer gets the product's own receipts: the purchase, then the cancellation (issue #25).
    const mails = (await readOutbox(testDb.outbox)).filter((m) => m.to === "lee@example.com");
    const receipt = mails.find((m) => m.subject === `Receipt: your boost of ${store.name}`);
    expect(receipt?.text).toMatch(
      /monthly boost of .* \(\$5\.00 a month\)\. The store is featured from \w+ \d+, \d{4} to/,
    );
    const cancelMails = mails.filter((m) => m.subject === `Cancelled: the monthly boost of ${store.name}`);
    expect(cancelMails).toHaveLength(1);
    expect(cancelMails[0]!.text).toContain("Nothing more will be charged.");
    // Issue #49: the mails say where "Extend" is, and link to it; the receipt's manage link signs
    // the buyer in, with no second mail round trip.
    expect(cancelMails[0]!.text).toContain("use Extend in the Featured panel of the store's page");
    expect(cancelMails[0]!.links).toContain(`http://127.0.0.1:8888/boost-profile/${store.id}?extend`);
    const manage = receipt!.links.find((l) => l.includes("/manage-subscription?token="));
    expect(manage).toBeDefined();
    const signedIn = await info({ token: new URL(manage!).searchParams.get("token")! });
    expect(signedIn.body.status).toBe("has_active_subscriptions");
    expect(signedIn.body.subscriptions[0].groceryStore).toMatchObject({ id: store.id });
    // Cancelling again changes nothing and mails nothing.
    expect((await cancel({ email: "lee@example.com", subscriptionId: sub.id }, cookie)).status).toBe(200);
    expect(
      (await readOutbox(testDb.outbox)).filter((m) => m.subject === `Cancelled: the monthly boost of ${store.name}`),
    ).toHaveLength(1);

    // The mailed link proves the address too (a second browser).
    const viaLink = await info({ token });
    expect(viaLink.body.status).toBe("has_active_subscriptions");
  });

  it("answers no_customer and no_active_subscriptions after proof, and refuses someone else's subscription", async () => {
    await info({ email: "nobody@example.com" });
    const nobody = await info({ email: "nobody@example.com", code: (await mailTo("nobody@example.com")).code });
    expect(nobody.body).toMatchObject({ status: "no_customer", customer: null, subscriptions: [] });

    await getStripe().customers.create({ email: "lapsed@example.com", name: "Lapsed" });
    await info({ email: "lapsed@example.com" });
    const lapsed = await info({ email: "lapsed@example.com", code: (await mailTo("lapsed@example.com")).code });
    expect(lapsed.body).toMatchObject({ status: "no_active_subscriptions", customer: { email: "lapsed@example.com" } });

    const store = await insertStore(testDb.db, cityId);
    await subscribe(store.id, "victim@example.com");
    const victimSub = (await getStripe().subscriptions.list({ status: "all", limit: 100 })).data.find(
      (s) => s.metadata.userEmail === "victim@example.com",
    )!;
    const attempt = await cancel({ email: "lapsed@example.com", subscriptionId: victimSub.id }, cookieOf(lapsed));
    expect(attempt.status).toBe(404);
    expect((await getStripe().subscriptions.retrieve(victimSub.id)).cancel_at_period_end).toBe(false);
  });

  it("mails at most one code a minute and validates the request", async () => {
    const first = await info({ email: "twice@example.com" });
    expect(first.body.message).toMatch(/^We sent a 6-digit code/);
    const again = await info({ email: "twice@example.com" });
    const mails = (await readOutbox(testDb.outbox)).filter((m) => m.to === "twice@example.com");
    expect(mails).toHaveLength(1);
    // The second answer does not pretend to send one (issue #25).
    expect(again.body.message).toMatch(
      /^We already sent a code and a link to twice@example\.com \d+ seconds? ago: .* You can ask for a new one in \d+ seconds?\.$/,
    );
    expect((await info({})).status).toBe(422);
    expect((await info({ email: "not-an-email" })).status).toBe(422);
    expect((await cancel({ email: "a@example.com", subscriptionId: "nope" })).status).toBe(422);
  });
});
