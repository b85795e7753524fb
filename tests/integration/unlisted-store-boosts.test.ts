// A store that leaves the directory, closed for good (ADR 045) or removed, is featured nowhere, so its
// monthly boost stops renewing: a paid subscription ends with the period already paid, and the buyer
// is mailed why. Whether it came from an admin's own action or an accepted suggestion ('closed for
// good', 'not an independent grocery'). On each engine, with the real SDK against the local
// Stripe-compatible server.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boosts, storeSuggestions } from "../../db/schema.ts";
import closeFn from "../../functions/admin-grocery-stores-close.ts";
import storeItemFn from "../../functions/admin-grocery-stores-item.ts";
import acceptFn from "../../functions/admin-suggestions-accept.ts";
import { getStripe } from "../../src/boosts/stripe-client.server.ts";
import type { LocalStripe } from "../../scripts/lib/local-stripe/server.ts";
import { adminCookie } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { startLocalStripe, stopLocalStripe, subscribeWithCard } from "../helpers/local-stripe.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
let stripe: LocalStripe;
let cityId: number;
let admin: string;

async function subscribe(storeId: string, email: string) {
  await subscribeWithCard(stripe, storeId, email);
  const [boost] = await testDb.db.select().from(boosts).where(eq(boosts.groceryStoreId, storeId));
  expect(boost).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
  return boost!;
}

async function expectEnded(
  boost: { stripeSubscriptionId: string | null },
  email: string,
  storeName: string,
  because = "marked closed for good",
) {
  expect((await getStripe().subscriptions.retrieve(boost.stripeSubscriptionId!)).cancel_at_period_end).toBe(true);
  await stripe.flush();
  const [row] = await testDb.db
    .select()
    .from(boosts)
    .where(eq(boosts.stripeSubscriptionId, boost.stripeSubscriptionId!));
  expect(row).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  const mails = (await readOutbox(testDb.outbox)).filter(
    (m) => m.to === email && m.subject === `Cancelled: the monthly boost of ${storeName}, ${because}`,
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain("nothing more will be charged");
}

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Decorah", state: "IA" })).id;
  stripe = await startLocalStripe();
  admin = await adminCookie();
});

afterAll(async () => {
  await stopLocalStripe(stripe);
});

describe(`a closed store's boost on ${engine}`, () => {
  it("stops renewing when an admin closes the store, and the buyer is told why", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Water Street Grocery" });
    const boost = await subscribe(store.id, "lee@example.com");
    const closed = await callFunction(closeFn, `/api/admin/grocery-stores/${store.id}/close`, {
      method: "POST",
      params: { id: store.id },
      body: {},
      headers: { cookie: admin },
    });
    expect(closed.status).toBe(200);
    await expectEnded(boost, "lee@example.com", "Water Street Grocery");
  });

  it("stops renewing when a 'closed for good' suggestion is accepted", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Mill Pond Market" });
    const boost = await subscribe(store.id, "sam@example.com");
    expect(await acceptSuggestionOf(store.id, "closed")).toBe(200);
    await expectEnded(boost, "sam@example.com", "Mill Pond Market");
  });
});

describe(`a removed store's boost on ${engine}`, () => {
  it("stops renewing when an admin deletes the store, and the buyer is told why", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Oneota Foods" });
    const boost = await subscribe(store.id, "kim@example.com");
    const deleted = await callFunction(storeItemFn, `/api/admin/grocery-stores/${store.id}`, {
      method: "DELETE",
      params: { id: store.id },
      headers: { cookie: admin },
    });
    expect(deleted.status).toBe(200);
    await expectEnded(boost, "kim@example.com", "Oneota Foods", "removed from the directory");
  });

  it("stops renewing when a 'not an independent grocery' suggestion is accepted", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Big Box Fresh" });
    const boost = await subscribe(store.id, "pat@example.com");
    expect(await acceptSuggestionOf(store.id, "not_independent")).toBe(200);
    await expectEnded(boost, "pat@example.com", "Big Box Fresh", "removed from the directory");
  });
});

async function acceptSuggestionOf(storeId: string, kind: "closed" | "not_independent"): Promise<number> {
  const [suggestion] = await testDb.db
    .insert(storeSuggestions)
    .values({ groceryStoreId: storeId, kind, note: "Seen in October" })
    .returning();
  const accepted = await callFunction(acceptFn, `/api/admin/suggestions/${suggestion!.id}/accept`, {
    method: "POST",
    params: { id: suggestion!.id },
    body: {},
    headers: { cookie: admin },
  });
  return accepted.status;
}
