// Issue #43 items 8 and 10: wrong codes are limited per issued code (it stops working after a few,
// a new one works), never per address over every network, so guesses from many networks cannot lock
// the owner out; the mailed link is never spent by them. A store's link opened on another store's
// URL is refused there and still works for its own store.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import proofFn from "../../functions/circulars-owner-proof.ts";
import type { LocalStripe } from "../../scripts/lib/local-stripe/server.ts";
import { CODE_TRIES_PER_CODE, CODE_TRIES_PER_NETWORK } from "../../src/owners/code-attempts.server.ts";
import { issueProof, redeemProof } from "../../src/owners/email-proof.server.ts";
import { useCircularBlobs } from "../helpers/use-circular-blobs.ts";
import { callFunction } from "../helpers/call-function.ts";
import { startLocalStripe, stopLocalStripe } from "../helpers/local-stripe.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertClaim, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true });
useCircularBlobs();
let cityId: number;
let stripe: LocalStripe;
const OWNER = "203.0.113.9";

const wrong = (code: string) => (code === "000000" ? "000001" : "000000");

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  stripe = await startLocalStripe();
  cityId = (await insertCity(testDb.db, { name: "Cresco", state: "IA" })).id;
});

afterAll(async () => {
  await stopLocalStripe(stripe);
});

describe(`owner proof limits on ${engine}`, () => {
  it("stop a code after a few wrong guesses from any networks; a new code and the link still work", async () => {
    const db = testDb.db;
    const scope = { name: "owner", subjectId: "store-guessed" };
    const email = "guessed@example.com";
    const first = await issueProof(db, scope, email);
    // Each wrong guess comes from a network of its own, so no network limit is reached.
    for (let i = 0; i < CODE_TRIES_PER_CODE; i++) {
      expect(await redeemProof(db, scope, { email, code: wrong(first.code) }, `net-${i}`)).toBeUndefined();
    }
    // The code is used up for everyone, the owner included...
    await expect(redeemProof(db, scope, { email, code: first.code }, "owner-net")).rejects.toMatchObject({
      status: 429,
    });
    expect(await redeemProof(db, scope, { email, code: first.code }, "owner-net-2")).toBeUndefined();
    // ...but the link mailed with it was not spent by the guesses.
    expect(await redeemProof(db, scope, { token: first.token }, "owner-net")).toBe(email);
    // And the address is not locked: a new code works at once.
    const second = await issueProof(db, scope, email);
    expect(await redeemProof(db, scope, { email, code: second.code }, "owner-net")).toBe(email);
  });

  it("never lock the owner out after a hundred wrong codes from many networks", async () => {
    const db = testDb.db;
    const scope = { name: "owner", subjectId: "store-flooded" };
    const email = "flooded@example.com";
    // Four codes (of the five an hour), 25 wrong tries each, five from each of 20 networks.
    let tries = 0;
    for (let round = 0; round < 4; round++) {
      const code = (await issueProof(db, scope, email)).code;
      for (let i = 0; i < 25; i++) {
        const network = `flood-${Math.floor(tries++ / CODE_TRIES_PER_NETWORK)}`;
        await redeemProof(db, scope, { email, code: wrong(code) }, network).catch(() => undefined);
      }
    }
    const code = (await issueProof(db, scope, email)).code;
    expect(await redeemProof(db, scope, { email, code }, "owner-own-net")).toBe(email);
  });

  it("refuse a store's link on another store's URL and keep it valid for its own store", async () => {
    const mine = await insertStore(testDb.db, cityId, { name: "Mine Market", isBoosted: true });
    const other = await insertStore(testDb.db, cityId, { name: "Other Market", isBoosted: true });
    const email = `owner-${mine.slug}@example.com`;
    const ask = (storeId: string, body: unknown) =>
      callFunction(proofFn, `/api/circulars/owner-proof/${storeId}`, {
        method: "POST",
        params: { id: storeId },
        body,
        ip: OWNER,
      });
    await insertClaim(testDb.db, mine.id, email);
    expect((await ask(mine.id, { email })).status).toBe(200);
    const mail = (await readOutbox(testDb.outbox)).findLast((m) => m.to === email)!;
    const token = new URL(mail.links.find((l) => l.includes("token="))!).searchParams.get("token")!;
    expect((await ask(other.id, { token })).status).toBe(400);
    expect((await ask(mine.id, { token })).status).toBe(200);
  });
});
