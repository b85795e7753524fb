// Upvotes: one per store per device per 60 minutes, a few per store per network, exact counts when
// many arrive at once, and only 4xx for anything malformed.
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useDb } from "../../db/client.ts";
import { getRebuildState } from "../../src/site/rebuilds-queries.server.ts";
import { groceryStores, upvotes, type GroceryStore } from "../../db/schema.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import groceryStoresById from "../../functions/grocery-stores-item.ts";
import upvote from "../../functions/grocery-stores-upvote.ts";
import { STORE_NOT_FOUND } from "../../src/stores/find-store.server.ts";
import { DEVICE_COOKIE, newDeviceId } from "../../src/votes/device.server.ts";
import { NETWORK_VOTES_PER_STORE } from "../../src/votes/vote-limits.server.ts";
import { callFunction, type CallOptions } from "../helpers/call-function.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

let testDb: TestDb;
let cityId: number;
let networks = 0;
/** A new client address each time unless a test names one, so the network cap bites only on purpose. */
const freshIp = () => `10.${Math.floor(++networks / 250) % 250}.${networks % 250}.7`;

interface VoteOptions {
  device?: string | null;
  ip?: string;
  headers?: Record<string, string>;
  method?: string;
  body?: CallOptions["body"];
}

function vote(id: string, { device = newDeviceId(), ip = freshIp(), headers = {}, ...rest }: VoteOptions = {}) {
  const cookie: Record<string, string> = device === null ? {} : { cookie: `${DEVICE_COOKIE}=${device}` };
  return callFunction(upvote, `/api/grocery-stores/${id}/upvote`, {
    method: "POST",
    params: { id },
    ip,
    headers: { ...cookie, ...headers },
    ...rest,
  });
}

const newStore = (overrides: Partial<GroceryStore> = {}) =>
  insertStore(testDb.db, cityId, { upvoteCount: 0, ...overrides });

async function countOf(storeId: string): Promise<number> {
  const [row] = await testDb.db
    .select({ upvoteCount: groceryStores.upvoteCount })
    .from(groceryStores)
    .where(eq(groceryStores.id, storeId));
  return row!.upvoteCount;
}

/** Moves every vote for the store back in time, as if `minutes` had passed. */
async function age(storeId: string, minutes: number) {
  await testDb.db
    .update(upvotes)
    .set({ createdAt: sql`${upvotes.createdAt} - make_interval(secs => ${minutes * 60})` })
    .where(eq(upvotes.groceryStoreId, storeId));
}

beforeAll(async () => {
  testDb = await createTestDb();
  useDb(testDb.db, testDb.kind);
  cityId = (await insertCity(testDb.db, { name: "Mankato", state: "MN" })).id;
});

afterAll(async () => {
  await testDb?.close();
});

describe(`upvoting a store on ${engine}`, () => {
  it("counts a first vote, answers the new count, sets the device cookie and notes that vote counts changed", async () => {
    const store = await newStore({ upvoteCount: 7 });
    const { status, body, headers } = await vote(store.id, { device: null, ip: "203.0.113.9" });
    expect(status).toBe(200);
    expect(body).toEqual({ upvoteCount: 8 });
    const cookie = headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22}; `));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toMatch(/Path=\/api\/(;|$)/);
    expect(cookie).not.toContain("Secure"); // served on 127.0.0.1 here
    const live = await callFunction(groceryStoresById, "/x", { params: { identifier: store.id } });
    expect(live.body.upvoteCount).toBe(8);
    // The vote's own transaction notes that counts changed; votes are not content (migration 0020).
    const rebuild = await getRebuildState(testDb.db);
    expect(rebuild.votesChangedAt).not.toBeNull();
    expect(rebuild.requestedAt).toBeNull();
    const [row] = await testDb.db.select().from(upvotes).where(eq(upvotes.groceryStoreId, store.id));
    expect(row!.networkHash).not.toContain("203.0.113");
    expect(JSON.stringify(row)).not.toContain("203.0.113.9");
  });

  it("refuses the same device for 60 minutes with the minutes left, then counts it again", async () => {
    const store = await newStore();
    const device = newDeviceId();
    expect((await vote(store.id, { device })).status).toBe(200);

    const again = await vote(store.id, { device, ip: freshIp() });
    expect(again.status).toBe(429);
    expect(again.body).toEqual({
      error: { code: "rate_limited", message: "You can vote again in 60 minutes", minutesLeft: 60, reason: "device" },
    });
    expect(again.headers.get("set-cookie")).toBeNull();

    await age(store.id, 18);
    expect((await vote(store.id, { device })).body.error.message).toBe("You can vote again in 42 minutes");
    await age(store.id, 41);
    expect((await vote(store.id, { device })).body.error).toMatchObject({
      message: "You can vote again in 1 minute",
      minutesLeft: 1,
    });
    await age(store.id, 0.75);
    expect((await vote(store.id, { device })).body.error).toMatchObject({
      message: "You can vote again in less than a minute",
      minutesLeft: 0,
    });
    await age(store.id, 0.5);
    expect(await vote(store.id, { device })).toMatchObject({ status: 200, body: { upvoteCount: 2 } });
    expect(await countOf(store.id)).toBe(2);
  });

  it("lets one device vote for different stores, and other devices for the same store", async () => {
    const [a, b] = [await newStore(), await newStore()];
    const device = newDeviceId();
    expect((await vote(a.id, { device })).status).toBe(200);
    expect((await vote(b.id, { device })).status).toBe(200);
    expect((await vote(a.id)).status).toBe(200);
    expect([await countOf(a.id), await countOf(b.id)]).toEqual([2, 1]);
  });

  it(`caps votes for a store from one network at ${NETWORK_VOTES_PER_STORE} an hour, whatever the cookies`, async () => {
    const store = await newStore();
    const ip = "192.0.2.77";
    for (let i = 0; i < NETWORK_VOTES_PER_STORE; i++)
      expect((await vote(store.id, { device: null, ip })).status).toBe(200);
    const capped = await vote(store.id, { device: null, ip });
    expect(capped.status).toBe(429);
    expect(capped.body.error).toMatchObject({ code: "rate_limited", minutesLeft: 60, reason: "network" });
    expect(capped.body.error.message).toMatch(/You can vote again in 60 minutes$/);
    // Another store, or another network, is not affected.
    expect((await vote((await newStore()).id, { ip })).status).toBe(200);
    expect((await vote(store.id, { ip: "192.0.3.77" })).status).toBe(200);
    expect(await countOf(store.id)).toBe(NETWORK_VOTES_PER_STORE + 1);
    await age(store.id, 61);
    expect((await vote(store.id, { ip })).status).toBe(200);
  });

  it("treats an IPv6 /48 as one network", async () => {
    const store = await newStore();
    const statuses = [];
    for (let i = 1; i <= NETWORK_VOTES_PER_STORE + 1; i++) {
      statuses.push((await vote(store.id, { ip: `2001:db8:4:${i.toString(16)}::1` })).status);
    }
    expect(statuses).toEqual([...Array(NETWORK_VOTES_PER_STORE).fill(200), 429]);
  });

  it("treats an IPv4 /24 as one network: 300 addresses of it count as one (issue #23)", async () => {
    const store = await newStore();
    const statuses = [];
    for (let i = 1; i <= 300; i += 30) statuses.push((await vote(store.id, { ip: `198.18.7.${i % 256}` })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(NETWORK_VOTES_PER_STORE);
    expect(await countOf(store.id)).toBe(NETWORK_VOTES_PER_STORE);
  });

  it("ignores a device cookie it could not have issued, and issues a real one", async () => {
    const store = await newStore();
    const { status, headers } = await vote(store.id, { device: "not-a-device-id" });
    expect(status).toBe(200);
    expect(headers.get("set-cookie")).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22}; `));
  });
});

describe(`upvotes arriving at once on ${engine}`, () => {
  it("counts 50 simultaneous votes from 50 devices exactly", async () => {
    const store = await newStore({ upvoteCount: 3 });
    const results = await Promise.all(Array.from({ length: 50 }, () => vote(store.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(50);
    expect(await countOf(store.id)).toBe(53);
    expect(Math.max(...results.map((r) => r.body.upvoteCount))).toBe(53);
    const rows = await testDb.db.select().from(upvotes).where(eq(upvotes.groceryStoreId, store.id));
    expect(rows).toHaveLength(50);
  });

  it("accepts exactly one of 20 simultaneous votes from one device", async () => {
    const store = await newStore();
    const device = newDeviceId();
    const results = await Promise.all(Array.from({ length: 20 }, () => vote(store.id, { device })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(429)]);
    expect(await countOf(store.id)).toBe(1);
  });

  it(`accepts exactly ${NETWORK_VOTES_PER_STORE} of 20 simultaneous votes from one network`, async () => {
    const store = await newStore();
    const results = await Promise.all(Array.from({ length: 20 }, () => vote(store.id, { ip: "192.0.2.200" })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(NETWORK_VOTES_PER_STORE);
    expect(results.filter((r) => r.status === 429)).toHaveLength(20 - NETWORK_VOTES_PER_STORE);
    expect(await countOf(store.id)).toBe(NETWORK_VOTES_PER_STORE);
  });
});

describe(`refused upvotes on ${engine}`, () => {
  it.each([
    ["an unknown id", "3f1c2b4a-8d7e-4f60-9a1b-2c3d4e5f6a7b"],
    ["a slug", "hansens-market"],
    ["a number", "123"],
    ["SQL", "1' or '1'='1"],
    ["a very long id", "a".repeat(5000)],
    ["percent-encoded junk", "%E0%A4%A"],
    ["nothing", ""],
  ])("answers 404 with the store-not-found message for %s", async (_label, id) => {
    const { status, body } = await vote(id);
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: "not_found", message: STORE_NOT_FOUND } });
  });

  it("answers 404 for a deleted or inactive store and counts nothing", async () => {
    const deleted = await newStore({ deletedAt: new Date() });
    const inactive = await newStore({ isActive: false });
    expect((await vote(deleted.id)).status).toBe(404);
    expect((await vote(inactive.id)).status).toBe(404);
    expect([await countOf(deleted.id), await countOf(inactive.id)]).toEqual([0, 0]);
  });

  it("answers 404 for a listing rejected in review, and counts a vote for one awaiting review", async () => {
    // cast_upvote (migration 0013) repeats reachableStore's rule in SQL: this keeps them in step.
    const rejected = await newStore({ reviewStatus: "rejected" });
    const pending = await newStore({ reviewStatus: "pending" });
    expect(await vote(rejected.id)).toMatchObject({ status: 404, body: { error: { message: STORE_NOT_FOUND } } });
    expect(await vote(pending.id)).toMatchObject({ status: 200, body: { upvoteCount: 1 } });
    expect([await countOf(rejected.id), await countOf(pending.id)]).toEqual([0, 1]);
  });

  it("refuses a vote posted from another site's page", async () => {
    const store = await newStore();
    const { status, body } = await vote(store.id, {
      headers: { "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" },
    });
    expect(status).toBe(403);
    expect(body.error.code).toBe("forbidden");
    expect(await countOf(store.id)).toBe(0);
  });

  it.each(["GET", "PUT", "DELETE"])("answers %s with 405", async (method) => {
    const store = await newStore();
    const { status, body } = await vote(store.id, { method });
    expect(status).toBe(405);
    expect(body.error.code).toBe("method_not_allowed");
  });

  it.each([
    ["an oversized body", "x".repeat(200_000)],
    ["malformed JSON", "{nope"],
    ["a JSON payload it does not take", { upvoteCount: 1_000_000 }],
  ])("takes no payload: %s changes nothing and is no 5xx", async (_label, body) => {
    const store = await newStore();
    const { status } = await vote(store.id, { body });
    expect(status).toBeLessThan(500);
    expect(await countOf(store.id)).toBe(status === 200 ? 1 : 0);
  });
});

// Two connections at once: PGlite has one, so this runs on PostgreSQL.
describe.skipIf(engine !== "postgres")(`a vote and a closure at once on ${engine}`, () => {
  it("lets a closure committed while a vote waits win: the vote is refused and counts nothing", async () => {
    const store = await newStore();
    const closer = new pg.Client({ connectionString: testDb.url });
    await closer.connect();
    try {
      await closer.query("begin");
      await closer.query("update grocery_stores set closed_at = now() where id = $1", [store.id]);
      // The vote passes its checks (the closure is not committed yet), then waits for the row.
      const voting = vote(store.id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await closer.query("commit");
      const { status, body } = await voting;
      expect(status).toBe(409);
      expect(body.error.code).toBe("conflict");
    } finally {
      await closer.end();
    }
    expect(await countOf(store.id)).toBe(0);
    expect(await testDb.db.select().from(upvotes).where(eq(upvotes.groceryStoreId, store.id))).toEqual([]);
  });
});
