// Issue #23 item 4: an unpaid purchase holds other buyers off for 30 minutes from its start, however
// often its buyer calls again, and never holds off the store's owner (approved claim).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { boosts } from "../../db/schema.ts";
import createOneTime from "../../functions/create-one-time-boost.ts";
import type { LocalStripe } from "../../scripts/lib/local-stripe/server.ts";
import { callFunction } from "../helpers/call-function.ts";
import { startLocalStripe, stopLocalStripe } from "../helpers/local-stripe.ts";
import { insertCity, insertClaim, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true });
let stripe: LocalStripe;
let cityId: number;
let networks = 0;

const buy = (storeId: string, userEmail: string) =>
  callFunction(createOneTime, "/api/create-one-time-boost", {
    method: "POST",
    body: { groceryStoreId: storeId, userEmail, userName: "A Buyer" },
    ip: `10.${++networks}.0.5`,
  });

const boostsOf = (storeId: string) => testDb.db.select().from(boosts).where(eq(boosts.groceryStoreId, storeId));

/** Moves a store's pending purchase's start (and, if given, its last update) into the past. */
async function age(storeId: string, createdMinutesAgo: number, updatedMinutesAgo?: number) {
  await testDb.db
    .update(boosts)
    .set({
      createdAt: sql`now() - make_interval(mins => ${createdMinutesAgo})`,
      ...(updatedMinutesAgo === undefined
        ? {}
        : { updatedAt: sql`now() - make_interval(mins => ${updatedMinutesAgo})` }),
    })
    .where(eq(boosts.groceryStoreId, storeId));
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  cityId = (await insertCity(testDb.db)).id;
  stripe = await startLocalStripe();
});

afterAll(async () => {
  await stopLocalStripe(stripe);
});

describe(`the hold of an unpaid boost purchase on ${engine}`, () => {
  it("lasts 30 minutes from the purchase's start: the buyer's repeat calls reuse it without extending it", async () => {
    const store = await insertStore(testDb.db, cityId);
    const first = await buy(store.id, "squatter@example.com");
    expect(first.status).toBe(200);
    await age(store.id, 29, 29);
    // The squatter calls again a minute before the hold ends: the same payment, no new clock.
    const again = await buy(store.id, "squatter@example.com");
    expect(again.status).toBe(200);
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
    expect(await buy(store.id, "early@example.com")).toMatchObject({ status: 409 });
    await age(store.id, 31);
    const next = await buy(store.id, "patient@example.com");
    expect(next.status).toBe(200);
    const rows = await boostsOf(store.id);
    expect(rows.map((r) => [r.customerEmail, r.status]).sort()).toEqual([
      ["patient@example.com", "incomplete"],
      ["squatter@example.com", "abandoned"],
    ]);
  });

  it("never holds off the store's owner, whose approved claim names the address", async () => {
    const store = await insertStore(testDb.db, cityId);
    await insertClaim(testDb.db, store.id, "Lee@Example.com");
    expect((await buy(store.id, "squatter@example.com")).status).toBe(200);
    const owner = await buy(store.id, "lee@example.com");
    expect(owner.status).toBe(200);
    const rows = await boostsOf(store.id);
    expect(rows.find((r) => r.customerEmail === "squatter@example.com")?.status).toBe("abandoned");
    expect(rows.find((r) => r.customerEmail === "lee@example.com")?.status).toBe("incomplete");
    // A stranger is still held off by the owner's own unpaid purchase.
    expect((await buy(store.id, "other@example.com")).status).toBe(409);
  });
});
