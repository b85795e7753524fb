// Issue #43 item 9: one person rotating e-mail addresses could hold claims waiting for review, or
// unpaid purchases (each blocks other buyers for 30 minutes), on many stores. What one network, one
// device (its cookie) and one address hold at once is now limited, not only how often they ask.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import createOneTime from "../../functions/create-one-time-boost.ts";
import claimFn from "../../functions/grocery-stores-claim.ts";
import type { LocalStripe } from "../../scripts/lib/local-stripe/server.ts";
import { HOLD_LIMITS } from "../../src/platform/hold-limits.server.ts";
import { DEVICE_COOKIE } from "../../src/votes/device.server.ts";
import { callFunction } from "../helpers/call-function.ts";
import { startLocalStripe, stopLocalStripe } from "../helpers/local-stripe.ts";
import { insertCity, insertClaim, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true });
let stripe: LocalStripe;
let cityId: number;
let networks = 0;
let addresses = 0;
const freshNetwork = () => `10.${++networks}.7.5`;
const freshAddress = () => `rotating-${++addresses}@example.com`;
const device = (n: number) => ({ cookie: `${DEVICE_COOKIE}=${String(n).padStart(22, "d")}` });

const CLAIM = {
  ownerName: "Sam Squat",
  businessRole: "Owner",
  ownerDescription: "I run this store, honestly.",
};

const claim = (storeId: string, ownerEmail: string, ip: string, headers?: Record<string, string>) =>
  callFunction(claimFn, `/api/grocery-stores/${storeId}/claim`, {
    method: "POST",
    body: { ...CLAIM, ownerEmail },
    params: { id: storeId },
    ip,
    headers,
  });

const buy = (storeId: string, userEmail: string, ip: string, headers?: Record<string, string>) =>
  callFunction(createOneTime, "/api/create-one-time-boost", {
    method: "POST",
    body: { groceryStoreId: storeId, userEmail, userName: "A Buyer" },
    ip,
    headers,
  });

// The hourly request limits are not what is tested here: an hour passes between requests.
const anHourPasses = () => testDb.db.execute(sql`delete from rate_limits`);

async function newStores(n: number) {
  const stores = [];
  for (let i = 0; i < n; i++) stores.push(await insertStore(testDb.db, cityId));
  return stores;
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  cityId = (await insertCity(testDb.db)).id;
  stripe = await startLocalStripe();
});

afterAll(async () => {
  await stopLocalStripe(stripe);
});

describe(`what one holder may hold at once on ${engine}`, () => {
  it("limits claims waiting from one network, however many addresses it uses", async () => {
    const stores = await newStores(HOLD_LIMITS.network + 1);
    const ip = "192.0.2.10";
    for (const store of stores.slice(0, -1)) {
      expect((await claim(store.id, freshAddress(), ip)).status).toBe(201);
      await anHourPasses();
    }
    const refused = await claim(stores.at(-1)!.id, freshAddress(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/network/);
    // Another network is not held back by it.
    expect((await claim(stores.at(-1)!.id, freshAddress(), freshNetwork())).status).toBe(201);
  });

  it("limits claims waiting from one device, across networks and addresses", async () => {
    const stores = await newStores(HOLD_LIMITS.device + 1);
    for (const store of stores.slice(0, -1)) {
      expect((await claim(store.id, freshAddress(), freshNetwork(), device(1))).status).toBe(201);
    }
    expect((await claim(stores.at(-1)!.id, freshAddress(), freshNetwork(), device(1))).status).toBe(429);
    expect((await claim(stores.at(-1)!.id, freshAddress(), freshNetwork(), device(2))).status).toBe(201);
  });

  it("limits claims waiting for review per address", async () => {
    const stores = await newStores(HOLD_LIMITS.address + 1);
    const email = "holder@example.com";
    for (const store of stores.slice(0, -1)) await insertClaim(testDb.db, store.id, email, { status: "pending" });
    expect((await claim(stores.at(-1)!.id, email, freshNetwork(), device(3))).status).toBe(429);
  });

  it("limits unpaid purchases from one network, however many addresses it uses", async () => {
    const stores = await newStores(HOLD_LIMITS.network + 1);
    const ip = "192.0.2.20";
    for (const store of stores.slice(0, -1)) expect((await buy(store.id, freshAddress(), ip)).status).toBe(200);
    const refused = await buy(stores.at(-1)!.id, freshAddress(), ip);
    expect(refused.status).toBe(429);
    // A purchase of a store the network already holds is reused, not refused.
    expect((await buy(stores[0]!.id, `rotating-${addresses - HOLD_LIMITS.network}@example.com`, ip)).status).toBe(200);
  });

  it("limits unpaid purchases per device and per address", async () => {
    const stores = await newStores(HOLD_LIMITS.device + 1);
    for (const store of stores.slice(0, -1)) {
      expect((await buy(store.id, freshAddress(), freshNetwork(), device(4))).status).toBe(200);
    }
    expect((await buy(stores.at(-1)!.id, freshAddress(), freshNetwork(), device(4))).status).toBe(429);

    const more = await newStores(HOLD_LIMITS.address + 1);
    for (const store of more.slice(0, -1))
      expect((await buy(store.id, "one@example.com", freshNetwork())).status).toBe(200);
    expect((await buy(more.at(-1)!.id, "one@example.com", freshNetwork())).status).toBe(429);
  });

  it("gives a device without the cookie one, valid for every API call", async () => {
    const [store] = await newStores(1);
    const answer = await buy(store!.id, freshAddress(), freshNetwork());
    expect(answer.headers.get("set-cookie")).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]{22};.*Path=/api/(;|$)`));
  });
});
