// Issue #43, item 2: a store closed for good stops trading. Every purchase and write on it is refused
// with the same clear message (409): one-time and monthly boosts, votes, claims, owner edits, name or
// address changes, photos and circulars; an unpaid purchase started before the closure is given up.
// Reopening (an admin action) restores them. On each engine.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boosts, circulars, groceryStores } from "../../db/schema.ts";
import closeFn from "../../functions/admin-grocery-stores-close.ts";
import reopenFn from "../../functions/admin-grocery-stores-reopen.ts";
import chunkedFn from "../../functions/circular-uploads.ts";
import circularItemFn from "../../functions/circulars-item.ts";
import createSubscription from "../../functions/create-boost-subscription.ts";
import createOneTime from "../../functions/create-one-time-boost.ts";
import claimFn from "../../functions/grocery-stores-claim.ts";
import upvoteFn from "../../functions/grocery-stores-upvote.ts";
import nameAddressFn from "../../functions/owner-grocery-stores-name-address.ts";
import photosFn from "../../functions/owner-grocery-stores-photos.ts";
import ownerEditFn from "../../functions/owner-grocery-stores.ts";
import { closedStoreMessage, type ClosedStoreAction } from "../../src/stores/closed-store.server.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import type { LocalStripe } from "../../scripts/lib/local-stripe/server.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie, postCircular } from "../helpers/circulars.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { startLocalStripe, stopLocalStripe } from "../helpers/local-stripe.ts";
import { makePdf } from "../helpers/pdf.ts";
import { photoUploadRequest, pngPhoto, send } from "../helpers/photos.ts";
import { dayFromToday, insertCircular, insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useCircularBlobs } from "../helpers/use-circular-blobs.ts";

const testDb = useFunctionTestEnv({ adminPassword: true, outbox: true });
useCircularBlobs();
let cityId: number;
let admin: string;
let networks = 0;
let stripe: LocalStripe;

const OWNER = "owner@closing.example";
const claim = {
  ownerName: "Dana Miller",
  ownerEmail: "dana@example.com",
  businessRole: "Owner",
  ownerDescription: "Family grocery since 1952.",
  verificationMethod: "email",
};

const post = (fn: Parameters<typeof callFunction>[0], path: string, params: Record<string, string>, body: unknown) =>
  callFunction(fn, path, { method: "POST", params, body, ip: `10.${++networks}.0.9` });

async function adminAction(fn: typeof closeFn, verb: "close" | "reopen", id: string) {
  const answer = await callFunction(fn, `/api/admin/grocery-stores/${id}/${verb}`, {
    ...asAdmin(admin),
    method: "POST",
    params: { id },
    body: {},
  });
  expect(answer.status).toBe(200);
}

/** Every purchase and write a shopper, buyer or owner can make on the store, with what it is. */
async function attempts(storeId: string, cookie: string): Promise<[ClosedStoreAction, number, string][]> {
  const params = { id: storeId };
  const buyer = { groceryStoreId: storeId, userEmail: "buyer@example.com", userName: "Buyer" };
  const photo = await send(photosFn, await photoUploadRequest(storeId, { bytes: await pngPhoto() }, cookie), params);
  const answers: [ClosedStoreAction, { status: number; body: { error?: { message: string } } }][] = [
    ["boost", await post(createOneTime, "/api/create-one-time-boost", {}, buyer)],
    ["boost", await post(createSubscription, "/api/create-boost-subscription", {}, buyer)],
    ["vote", await post(upvoteFn, `/api/grocery-stores/${storeId}/upvote`, params, undefined)],
    ["claim", await post(claimFn, `/api/grocery-stores/${storeId}/claim`, params, claim)],
    [
      "edit",
      await callFunction(ownerEditFn, `/api/owner/grocery-stores/${storeId}`, {
        method: "PUT",
        params,
        body: { phone: "507-555-0101" },
        headers: { cookie },
      }),
    ],
    [
      "edit",
      await callFunction(nameAddressFn, `/api/owner/grocery-stores/${storeId}/name-address`, {
        method: "POST",
        params,
        body: { name: "Renamed Market" },
        headers: { cookie },
      }),
    ],
    ["photo", photo],
    [
      "circular",
      await postCircular(
        { file: makePdf(), startDate: dayFromToday(0), endDate: dayFromToday(6), groceryStoreId: storeId },
        cookie,
      ),
    ],
    [
      "circular",
      await callFunction(chunkedFn, "/api/circular-uploads", {
        method: "POST",
        body: {
          groceryStoreId: storeId,
          filename: "weekly.pdf",
          size: 5_000_000,
          startDate: dayFromToday(0),
          endDate: dayFromToday(6),
        },
        headers: { cookie },
      }),
    ],
  ];
  return answers.map(([action, answer]) => [action, answer.status, answer.body?.error?.message ?? ""]);
}

beforeAll(async () => {
  cityId = (await insertCity(testDb.db)).id;
  admin = await adminCookie();
  stripe = await startLocalStripe();
});

afterAll(async () => {
  await stopLocalStripe(stripe);
});

describe(`a store closed for good on ${engine}`, () => {
  it("refuses every purchase and write with a clear message, and takes them again once reopened", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Closing Market", isBoosted: true });
    await makeVerifiedOwner(testDb.db, store.id, OWNER);
    const cookie = await ownerCookie(testDb.db, OWNER);
    await insertCircular(testDb.db, store.id, { text: "Last week's deals" });
    const [circular] = await testDb.db.select().from(circulars).where(eq(circulars.groceryStoreId, store.id));
    await adminAction(closeFn, "close", store.id);

    for (const [action, status, message] of await attempts(store.id, cookie)) {
      expect([action, status, message]).toEqual([action, 409, closedStoreMessage(action)]);
    }
    const remove = await callFunction(circularItemFn, `/api/circulars/${circular!.id}`, {
      method: "DELETE",
      params: { id: circular!.id },
      body: { groceryStoreId: store.id },
      headers: { cookie },
    });
    expect(remove.status).toBe(409);
    expect(await testDb.db.select().from(circulars).where(eq(circulars.groceryStoreId, store.id))).toHaveLength(1);
    const row = (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, store.id)))[0]!;
    expect(row).toMatchObject({ upvoteCount: store.upvoteCount, phone: store.phone, name: "Closing Market" });

    await adminAction(reopenFn, "reopen", store.id);
    const vote = await post(upvoteFn, `/api/grocery-stores/${store.id}/upvote`, { id: store.id }, undefined);
    expect(vote.status).toBe(200);
    const edit = await callFunction(ownerEditFn, `/api/owner/grocery-stores/${store.id}`, {
      method: "PUT",
      params: { id: store.id },
      body: { phone: "507-555-0101" },
      headers: { cookie },
    });
    expect(edit.status).toBe(200);
  });

  it("gives up an unpaid purchase started before the closure", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Half-Bought Market" });
    await testDb.db.insert(boosts).values({
      groceryStoreId: store.id,
      kind: "one_time",
      status: "incomplete",
      customerEmail: "buyer@example.com",
      customerName: "Buyer",
      amountCents: 800,
    });
    await adminAction(closeFn, "close", store.id);
    const rows = await testDb.db.select().from(boosts).where(eq(boosts.groceryStoreId, store.id));
    expect(rows.map((b) => b.status)).toEqual(["abandoned"]);
  });
});
