// New listings wait for an admin (ADR 024): reachable at their own address at once, kept out of town
// lists, home shelves, search and the sitemap until approved; rejected ones disappear and the lister
// is mailed the reason. Admin only, validated, and one decision per listing even when two race.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listAllStores, listRecentStores } from "../../src/stores/stores-queries.server.ts";
import { auditLog, groceryStores } from "../../db/schema.ts";
import approveFn from "../../functions/admin-new-listings-approve.ts";
import rejectFn from "../../functions/admin-new-listings-reject.ts";
import queueFn from "../../functions/admin-new-listings.ts";
import cityStores from "../../functions/cities-grocery-stores.ts";
import collection from "../../functions/grocery-stores.ts";
import storeById from "../../functions/grocery-stores-item.ts";
import searchFn from "../../functions/search.ts";
import { reservePurchase } from "../../src/boosts/reserve-purchase.server.ts";
import { resolveStoreAddress } from "../../src/site/resolve-address.server.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { sendDueMail } from "../../src/platform/waiting-mail.server.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
let cookie: string;
let networks = 0;

/** A fresh /24 per call unless a test shares one on purpose. */
const list = (body: Record<string, unknown>, ip = `198.18.${++networks}.10`) =>
  callFunction(collection, "/api/grocery-stores", {
    method: "POST",
    body: { address: `${++networks} Main Street`, zipCode: "56001", ...body },
    ip,
  });

const queue = async () => (await callFunction(queueFn, "/api/admin/new-listings", asAdmin(cookie))).body;
const queuedNames = async () => (await queue()).items.map((l: { name: string }) => l.name);

const decide = (fn: typeof approveFn, id: string, body?: unknown, auth = cookie) =>
  callFunction(fn, `/api/admin/new-listings/${id}/x`, {
    ...asAdmin(auth, { method: "POST", params: { id } }),
    ...(body !== undefined && { body }),
  });

const townList = async () =>
  (await callFunction(cityStores, "/x", { params: { slug: "mankato-mn" } })).body.map((s: { name: string }) => s.name);
const searchFor = async (q: string) =>
  (await callFunction(searchFn, `/api/search?q=${encodeURIComponent(q)}&suggest=1`)).body.stores.map(
    (s: { name: string }) => s.name,
  );
const sitemapNames = async () => (await listAllStores(testDb.db)).map((s) => s.name);

beforeAll(async () => {
  const town = await insertCity(testDb.db, { name: "Mankato", state: "MN" });
  // Seeded and imported stores are approved by the column default.
  await insertStore(testDb.db, town.id, { name: "Seeded Corner Grocery" });
  cookie = await adminCookie();
});

describe(`reviewing new listings on ${engine}`, () => {
  it("keeps a new listing off lists, search and the sitemap but reachable at its address, until approved", async () => {
    const created = await list({ name: "Bluff Street Pantry", listerEmail: "Lister@Example.com" });
    expect(created.status).toBe(201);
    const { id, url } = created.body;

    const page = await callFunction(storeById, "/x", { params: { identifier: id } });
    expect(page.body).toMatchObject({ name: "Bluff Street Pantry", reviewStatus: "pending" });
    expect(page.body).not.toHaveProperty("listerEmail");
    expect(await resolveStoreAddress(testDb.db, url)).toEqual({ kind: "fresh" });

    expect(await townList()).toEqual(["Seeded Corner Grocery"]);
    expect(await searchFor("Bluff Street")).toEqual([]);
    expect(await sitemapNames()).not.toContain("Bluff Street Pantry");
    expect((await listRecentStores(testDb.db, 10)).map((s) => s.name)).not.toContain("Bluff Street Pantry");

    const approved = await decide(approveFn, id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id, reviewStatus: "approved" });

    expect(await townList()).toContain("Bluff Street Pantry");
    expect(await searchFor("Bluff Street")).toEqual(["Bluff Street Pantry"]);
    expect(await sitemapNames()).toContain("Bluff Street Pantry");
    const [row] = await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id));
    expect(row).toMatchObject({ reviewStatus: "approved", reviewedBy: "admin", confirmedBy: "admin" });
    expect(row!.listerEmail).toBe("lister@example.com");
    // The mail waits out the decision's undo window (ADR 063).
    await sendDueMail(testDb.db, new Date(Date.now() + 10 * 60_000));
    const mail = (await readOutbox(testDb.outbox)).find((m) => m.to === "lister@example.com")!;
    expect(mail.subject).toBe("Bluff Street Pantry is now listed");
    expect(mail.links.some((l) => l.endsWith(url))).toBe(true);
  });

  it("rejects with a reason: mailed to the lister, audited, and the page answers 404", async () => {
    const { id, url } = (await list({ name: "Totally Real Foods", listerEmail: "spammy@example.com" })).body;
    const rejected = await decide(rejectFn, id, { reason: "We could not find this store at that address." });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ id, reviewStatus: "rejected", mailed: true });

    expect((await callFunction(storeById, "/x", { params: { identifier: id } })).status).toBe(404);
    expect(await resolveStoreAddress(testDb.db, url)).toEqual({ kind: "not-found" });
    expect(await queuedNames()).not.toContain("Totally Real Foods");
    expect(await sitemapNames()).not.toContain("Totally Real Foods");

    await sendDueMail(testDb.db, new Date(Date.now() + 10 * 60_000));
    const mail = (await readOutbox(testDb.outbox)).find((m) => m.to === "spammy@example.com")!;
    expect(mail.subject).toBe("Your listing of Totally Real Foods was not approved");
    expect(mail.text).toContain("Reason: We could not find this store at that address.");
    const audit = await testDb.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(["listing.reject"]);
    expect(audit[0]!.after).toMatchObject({ rejectionReason: "We could not find this store at that address." });
  });

  it("rejects a listing without an e-mail without mailing anyone", async () => {
    const { id } = (await list({ name: "Quiet Acres Grocery" })).body;
    const before = (await readOutbox(testDb.outbox)).length;
    const rejected = await decide(rejectFn, id, { reason: "Duplicate of an existing store." });
    expect(rejected.body).toMatchObject({ reviewStatus: "rejected", mailed: false });
    expect((await readOutbox(testDb.outbox)).length).toBe(before);
  });

  it("lists the queue oldest first with flagged spam last, reasons shown", async () => {
    await testDb.db
      .update(groceryStores)
      .set({ reviewStatus: "approved" })
      .where(eq(groceryStores.reviewStatus, "pending"));
    const shared = "198.19.7.";
    await list({ name: "First Clean Market" });
    await list({ name: "Cheap pills at www.spam.example" });
    await list({ name: "Second Clean Market" });
    // Three from one /24 within a day: the third is flagged, the first two are not.
    await list({ name: "Network One Grocery" }, `${shared}1`);
    await list({ name: "Network Two Grocery" }, `${shared}2`);
    await list({ name: "Network Three Grocery" }, `${shared}3`);

    const { items: listings, total } = await queue();
    expect(total).toBe(6);
    expect(listings.map((l: { name: string }) => l.name)).toEqual([
      "First Clean Market",
      "Second Clean Market",
      "Network One Grocery",
      "Network Two Grocery",
      "Cheap pills at www.spam.example",
      "Network Three Grocery",
    ]);
    const spam = listings.find((l: { name: string }) => l.name.startsWith("Cheap pills"));
    expect(spam).toMatchObject({ spamReasons: ["Link in the name"], cityName: "Mankato", listerEmail: null });
    expect(spam.url).toMatch(/^\/grocery-stores\/mankato-mn\//);
    expect(listings.at(-1).spamReasons).toEqual(["3 listings from one network in 24 hours"]);
    const [row] = await testDb.db.select().from(groceryStores).where(eq(groceryStores.name, "Network One Grocery"));
    expect(row!.listerNetwork).toMatch(/^[\w-]{22}$/);
    expect(row!.listerNetwork).not.toContain("198.19");
  });

  it("lets exactly one of a concurrent approve and reject win; the other gets a 409", async () => {
    const { id } = (await list({ name: "Race Track Market" })).body;
    const results = await Promise.all([decide(approveFn, id), decide(rejectFn, id, { reason: "Not a grocery." })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.error.message).toMatch(/^This listing was already (approved|rejected)\.$/);
    const audit = await testDb.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toHaveLength(1);
  });

  it("refuses a decision on an approved (seeded) store with a 409", async () => {
    const [seeded] = await testDb.db
      .select()
      .from(groceryStores)
      .where(eq(groceryStores.name, "Seeded Corner Grocery"));
    expect((await decide(approveFn, seeded!.id)).status).toBe(409);
  });

  it.each([
    ["no body (and so no JSON content type)", undefined, 415],
    ["malformed JSON", "{oops", 400],
    ["no reason", {}, 422],
    ["a blank reason", { reason: "   " }, 422],
    ["a number for a reason", { reason: 7 }, 422],
    ["an over-long reason", { reason: "x".repeat(1001) }, 422],
  ])("refuses a rejection with %s", async (_label, body, status) => {
    const { id } = (await list({ name: `Bad Input Grocery ${++networks}` })).body;
    const response = await decide(rejectFn, id, body);
    expect(response.status).toBe(status);
    expect(response.body.error.message).toEqual(expect.any(String));
  });

  it("cannot be boosted while waiting for review: the boost would buy placement it does not have", async () => {
    const { id } = (await list({ name: "Early Bird Grocery" })).body;
    const purchase = { groceryStoreId: id, userEmail: "owner@example.com", userName: "Owner" };
    await expect(
      reservePurchase(testDb.db, purchase, "one_time", { network: "net", device: "device" }),
    ).rejects.toMatchObject({
      code: "conflict",
      message: "This new listing is waiting for review. It can be boosted once it is approved.",
    });
  });

  it("answers 404 for an id that is not a listing", async () => {
    expect((await decide(approveFn, "not-a-uuid")).status).toBe(404);
    expect((await decide(approveFn, "6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b")).status).toBe(404);
  });

  it("is for admins only", async () => {
    const { id } = (await list({ name: "Guarded Grocery" })).body;
    expect((await callFunction(queueFn, "/api/admin/new-listings")).status).toBe(401);
    const anonymous = await callFunction(approveFn, `/api/admin/new-listings/${id}/approve`, {
      method: "POST",
      params: { id },
    });
    expect(anonymous.status).toBe(401);
    expect((await decide(rejectFn, id, { reason: "x" }, "admin_session=forged")).status).toBe(401);
    const [row] = await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id));
    expect(row!.reviewStatus).toBe("pending");
  });
});
