// Issue 15, finding 7: the newsletter and claim forms answered differently for addresses we know
// ("already subscribed", "already confirmed and waiting"), so anyone could test whether someone
// reads our newsletter or claimed a store. Every address now gets the same status and body; the
// difference goes to the address's own mailbox.
import { beforeAll, describe, expect, it } from "vitest";
import { businessClaims, newsletterSubscribers } from "../../db/schema.ts";
import claimFn from "../../functions/grocery-stores-claim.ts";
import subscribeFn from "../../functions/newsletter-subscribe.ts";
import { callFunction } from "../helpers/call-function.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true });
let cityId: number;
let networks = 0;
const ip = () => `10.${++networks}.0.5`;

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Mankato", state: "MN" })).id;
});

const answer = (r: { status: number; body: unknown }, email: string) => ({
  status: r.status,
  // The claim answer repeats the address the visitor typed; that is no secret.
  body: JSON.parse(JSON.stringify(r.body).replaceAll(email, "<typed address>")),
});

describe(`newsletter answers on ${engine}`, () => {
  const subscribe = (email: string) =>
    callFunction(subscribeFn, "/api/newsletter/subscribe", { method: "POST", body: { email }, ip: ip() });

  it.each([
    ["pending", "pending"],
    ["confirmed", "confirmed"],
    ["unsubscribed", "unsubscribed"],
  ] as const)("answers a %s address exactly like an unknown one", async (_label, status) => {
    const known = `${status}@example.com`;
    await testDb.db.insert(newsletterSubscribers).values({ email: known, status });
    const stranger = await subscribe(`stranger-${status}@example.com`);
    expect(answer(await subscribe(known), known)).toEqual(answer(stranger, `stranger-${status}@example.com`));
  });

  it("tells a subscribed address by mail instead", async () => {
    await testDb.db.insert(newsletterSubscribers).values({ email: "reader@example.com", status: "confirmed" });
    await subscribe("reader@example.com");
    const [mail] = (await readOutbox(testDb.outbox)).filter((m) => m.to === "reader@example.com");
    expect(mail?.subject).toBe("You're already subscribed to Small Town Grocers");
    expect(mail?.links.some((l) => l.includes("/api/newsletter/confirm"))).toBe(false);
  });
});

describe(`claim answers on ${engine}`, () => {
  const DETAILS = { ownerName: "Dana", businessRole: "Owner", ownerDescription: "A shop." };
  const claim = (storeId: string, ownerEmail: string) =>
    callFunction(claimFn, `/api/grocery-stores/${storeId}/claim`, {
      method: "POST",
      body: { ...DETAILS, ownerEmail },
      params: { id: storeId },
      ip: ip(),
    });

  it.each([
    ["an unconfirmed claim", "unverified"],
    ["a confirmed claim waiting for review", "pending"],
    ["a rejected claim", "rejected"],
  ] as const)("answers an address with %s on the store exactly like an unknown one", async (_label, status) => {
    const store = await insertStore(testDb.db, cityId);
    const known = `claimant-${status}@example.com`;
    await testDb.db
      .insert(businessClaims)
      .values({ ...DETAILS, groceryStoreId: store.id, ownerEmail: known, status, verificationMethod: "email" });
    const stranger = `stranger-${status}@example.com`;
    const strangerAnswer = answer(await claim(store.id, stranger), stranger);
    expect(strangerAnswer.status).toBe(201);
    expect(answer(await claim(store.id, known), known)).toEqual(strangerAnswer);
  });
});
