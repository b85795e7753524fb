// Anyone may boost a store, but a boost bought by someone else never makes them its owner (issue
// #25, ADR 037): the verified owner is mailed "someone boosted your store" once, on the first payment
// (not on a replayed event, not when the owner bought it), and the buyer gains no circular rights.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boosts } from "../../db/schema.ts";
import createSubscription from "../../functions/create-boost-subscription.ts";
import createOneTime from "../../functions/create-one-time-boost.ts";
import permissionsFn from "../../functions/circulars-permissions.ts";
import { getStripe } from "../../src/boosts/stripe-client.server.ts";
import type { LocalStripe } from "../../scripts/lib/local-stripe/server.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie } from "../helpers/circulars.ts";
import { intentOf, startLocalStripe, stopLocalStripe } from "../helpers/local-stripe.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true });
let stripe: LocalStripe;
let cityId: number;
let networks = 0;

async function buy(fn: typeof createOneTime, storeId: string, userEmail: string) {
  const response = await callFunction(fn, "/api/create", {
    method: "POST",
    body: { groceryStoreId: storeId, userEmail, userName: "A Fan" },
    ip: `192.0.2.${++networks % 250}`,
  });
  expect(response.status).toBe(200);
  const mark = stripe.events.length;
  await getStripe().paymentIntents.confirm(intentOf(response.body.clientSecret as string), {
    payment_method: "pm_card_visa",
  });
  const events = stripe.events.slice(mark);
  for (const e of events) expect((await stripe.deliver(e)).status).toBe(200);
  return events;
}

const noticesTo = async (email: string) =>
  (await readOutbox(testDb.outbox)).filter((m) => m.to === email && m.subject.startsWith("Someone boosted"));

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Harmony", state: "MN" })).id;
  stripe = await startLocalStripe({ autoDeliver: false });
});

afterAll(async () => {
  await stopLocalStripe(stripe);
});

describe(`a boost bought by someone else on ${engine}`, () => {
  it.each([
    ["one-time", createOneTime],
    ["subscription", createSubscription],
  ])("%s: the owner is told once; the buyer gets no circular rights", async (kind, fn) => {
    const store = await insertStore(testDb.db, cityId, { name: `Harmony ${kind} Foods` });
    const owner = `owner-${kind}@example.com`;
    await makeVerifiedOwner(testDb.db, store.id, owner);
    const fan = `fan-${kind}@example.com`;
    const events = await buy(fn, store.id, fan);
    const [boost] = await testDb.db.select().from(boosts).where(eq(boosts.groceryStoreId, store.id));
    expect(boost?.status).toBe("active");

    const notices = await noticesTo(owner);
    expect(notices.map((m) => m.subject)).toEqual([`Someone boosted ${store.name}`]);
    expect(notices[0]!.text).toContain("gives them no say over your store");
    // The product knows who paid, not why (issue #49).
    expect(notices[0]!.text).not.toContain("loves your store");
    expect(notices[0]!.text).toContain("Someone other than you paid for its boost");
    expect(notices[0]!.text).not.toContain(fan);
    // Every owner mail leads to the listing editor (ADR 040); a buyer who is not the owner's does not.
    const editor = `/manage-listing/${store.id}`;
    expect(notices[0]!.links.some((l) => l.endsWith(editor))).toBe(true);
    // The buyer gets their receipt, once (issue #25).
    const receipts = (await readOutbox(testDb.outbox)).filter(
      (m) => m.to === fan && m.subject === `Receipt: your boost of ${store.name}`,
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.links.some((l) => l.includes("/manage-listing/"))).toBe(false);
    // A redelivered event changes nothing and mails nobody again.
    for (const e of events) await stripe.deliver(e);
    expect(await noticesTo(owner)).toHaveLength(1);
    expect(
      (await readOutbox(testDb.outbox)).filter((m) => m.to === fan && m.subject.startsWith("Receipt")),
    ).toHaveLength(1);

    const asFan = await callFunction(permissionsFn, `/api/circulars/permissions/${store.id}`, {
      params: { id: store.id },
      headers: { cookie: await ownerCookie(testDb.db, fan) },
    });
    expect(asFan.body).toMatchObject({ canUpload: false, code: "buyer_not_owner" });
  });

  it("mails nobody when the verified owner boosts their own store, or when there is no owner", async () => {
    const owned = await insertStore(testDb.db, cityId, { name: "Harmony Own Boost Grocer" });
    await makeVerifiedOwner(testDb.db, owned.id, "self@example.com");
    await buy(createOneTime, owned.id, "Self@Example.com");
    expect(await noticesTo("self@example.com")).toEqual([]);
    // The owner's own receipt leads to their listing editor.
    const receipt = (await readOutbox(testDb.outbox)).find((m) => m.to.toLowerCase() === "self@example.com")!;
    expect(receipt.links.some((l) => l.endsWith(`/manage-listing/${owned.id}`))).toBe(true);

    const unclaimed = await insertStore(testDb.db, cityId, { name: "Harmony Nobody's Market" });
    await buy(createOneTime, unclaimed.id, "fan-unclaimed@example.com");
    const all = await readOutbox(testDb.outbox);
    expect(all.filter((m) => m.subject === `Someone boosted ${unclaimed.name}`)).toEqual([]);
  });
});
