// The one mailed proof (ADR 040) that subscriptions, circulars and owner editing share: a code and a
// link that prove an address once, for one purpose and (when scoped) one store only; at most five a
// hour; and codes mailed before the two copies were merged still work after the deploy.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { insertVerification } from "../../src/platform/email-tokens-queries.server.ts";
import { issueProof, redeemProof } from "../../src/owners/email-proof.server.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv();
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000);

describe(`the mailed proof on ${engine}`, () => {
  it("proves the address once, and only for the store it was issued for", async () => {
    const db = testDb.db;
    const email = "owner@example.com";
    const storeA = { name: "owner", subjectId: "store-a" };
    const storeB = { name: "owner", subjectId: "store-b" };
    const first = await issueProof(db, storeA, email);
    expect(first.code).toMatch(/^\d{6}$/);
    expect(await redeemProof(db, storeB, { email, code: first.code }, "net-1")).toBeUndefined();
    expect(await redeemProof(db, storeA, { email, code: first.code }, "net-1")).toBe(email);
    expect(await redeemProof(db, storeA, { email, code: first.code }, "net-1")).toBeUndefined();

    const second = await issueProof(db, storeA, email);
    expect(await redeemProof(db, storeB, { token: second.token }, "net-1")).toBeUndefined();
    // Refused on the other store without being spent: it still works for its own (issue #43).
    expect(await redeemProof(db, storeA, { token: second.token }, "net-1")).toBe(email);
    expect(await redeemProof(db, storeA, { token: second.token }, "net-1")).toBeUndefined();
    // A link of one purpose is not a subscriber's link.
    const fourth = await issueProof(db, storeA, email);
    expect(await redeemProof(db, { name: "subscriber" }, { token: fourth.token }, "net-1")).toBeUndefined();
  });

  it("sends at most five proofs an hour to one address, per purpose", async () => {
    const db = testDb.db;
    const email = "busy@example.com";
    for (let i = 0; i < 5; i++) await issueProof(db, { name: "subscriber" }, email);
    await expect(issueProof(db, { name: "subscriber" }, email)).rejects.toMatchObject({ status: 429 });
    await expect(issueProof(db, { name: "owner", subjectId: "store-a" }, email)).resolves.toBeDefined();
  });

  it("still accepts codes mailed before the merge (same stored hash text)", async () => {
    const db = testDb.db;
    const email = "early@example.com";
    await insertVerification(db, {
      tokenHash: sha256(`subscriber-code:${email}:123456`),
      email,
      purpose: "subscriber-code",
      expiresAt: inHalfAnHour(),
    });
    await insertVerification(db, {
      tokenHash: sha256(`owner-code:store-a:${email}:654321`),
      email,
      purpose: "owner-code",
      subjectId: "store-a",
      expiresAt: inHalfAnHour(),
    });
    expect(await redeemProof(db, { name: "subscriber" }, { email, code: "123456" }, "net-2")).toBe(email);
    const owner = { name: "owner", subjectId: "store-a" };
    expect(await redeemProof(db, owner, { email, code: "654321" }, "net-2")).toBe(email);
  });
});
