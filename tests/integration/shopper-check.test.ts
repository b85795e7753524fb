// Shoppers confirm imported listings (issue #46 item 6, ADR 063): answers count once per device and
// once per network, need no account and are rate limited; three "yes" from three networks confirm the
// store (and raise its review confidence), two "not a grocery" or "closed" from two networks send it
// to the admin's review queue with the answers as evidence. A browser's form post comes back to the
// store page; only a same-site post counts.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { groceryStores, storeSuggestions } from "../../db/schema.ts";
import queueFn from "../../functions/admin-new-listings.ts";
import checkFn from "../../functions/grocery-stores-shopper-check.ts";
import { asksShoppers, shopperConfirmedNote } from "../../src/stores/shopper-check.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction, type CallOptions } from "../helpers/call-function.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let townId: number;
let device = 0;

const imported = (name: string) =>
  insertStore(testDb.db, townId, { name, dataSource: "usda-snap", confirmedBy: "import:USDA SNAP" });
/** A fresh device on the given /24, unless the test passes a cookie. */
const answer = (id: string, value: string, net: number, options: CallOptions = {}) =>
  callFunction(checkFn, `/api/grocery-stores/${id}/shopper-check?answer=${value}`, {
    method: "POST",
    params: { id },
    ip: `203.0.${net}.7`,
    headers: { cookie: `stg_device=device-${String(++device).padStart(15, "0")}`, ...options.headers },
    ...options,
  });
const row = async (id: string) => (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id)))[0]!;

beforeAll(async () => {
  townId = (await insertCity(testDb.db, { name: "Hilo", state: "HI" })).id;
});

describe(`shoppers confirm imported listings on ${engine}`, () => {
  it("asks only on imported stores no person has confirmed", async () => {
    const store = await imported("Kimura General Store");
    expect(asksShoppers({ ...store, shopperConfirmedAt: null })).toBe(true);
    expect(asksShoppers({ ...store, confirmedBy: "owner" })).toBe(false);
    expect(asksShoppers({ ...store, dataSource: null, confirmedBy: "lister" })).toBe(false);
    const listed = await insertStore(testDb.db, townId, { name: "Listed By Hand", confirmedBy: "lister" });
    expect((await answer(listed.id, "yes", 1)).status).toBe(409);
  });

  it("confirms after three yes answers from three networks, counting each device and network once", async () => {
    const store = await imported("Suisan Market");
    expect((await answer(store.id, "yes", 10)).body).toEqual({ outcome: "counted" });
    // Another device on the same network, and the same device again from elsewhere: not counted.
    expect((await answer(store.id, "yes", 10)).body).toEqual({ outcome: "already" });
    const sameDevice = { headers: { cookie: "stg_device=same-device-0000000000" } };
    expect((await answer(store.id, "yes", 11, sameDevice)).body).toEqual({ outcome: "counted" });
    expect((await answer(store.id, "yes", 12, sameDevice)).body).toEqual({ outcome: "already" });
    expect((await row(store.id)).shopperYesCount).toBe(2);
    expect((await row(store.id)).shopperConfirmedAt).toBeNull();
    expect((await answer(store.id, "yes", 13)).body).toEqual({ outcome: "confirmed" });
    const confirmed = await row(store.id);
    expect(confirmed.shopperYesCount).toBe(3);
    expect(confirmedNoteOf(confirmed.shopperConfirmedAt!)).toMatch(/^Confirmed open by shoppers, [A-Z][a-z]+ \d{4}$/);
    // The page stops asking once shoppers have confirmed.
    expect((await answer(store.id, "yes", 14)).status).toBe(409);
  });

  it("puts a store two networks doubt in the Suggestions queue with the answers, and keeps it listed", async () => {
    const store = await imported("Hilo Quick Stop");
    await answer(store.id, "yes", 20);
    await answer(store.id, "closed", 21);
    expect((await row(store.id)).reviewStatus).toBe("approved");
    expect((await answer(store.id, "not_grocery", 22)).body).toEqual({ outcome: "sent_to_review" });
    // Two networks must not be enough to take a store off the site: an admin decides.
    expect((await row(store.id)).reviewStatus).toBe("approved");
    const waiting = await testDb.db
      .select()
      .from(storeSuggestions)
      .where(eq(storeSuggestions.groceryStoreId, store.id));
    expect(waiting.map((w) => [w.kind, w.status])).toEqual([["closed", "open"]]);
    expect(waiting[0]!.note).toContain("1 closed, 1 not a grocery, 1 yes");
    // A further doubt adds no second suggestion while the first waits.
    await answer(store.id, "closed", 23);
    expect(
      await testDb.db.select().from(storeSuggestions).where(eq(storeSuggestions.groceryStoreId, store.id)),
    ).toHaveLength(1);
  });

  it("raises the review confidence with the yes answers", async () => {
    const store = await insertStore(testDb.db, townId, {
      name: "Waiting Grocer",
      dataSource: "usda-snap",
      confirmedBy: "import:USDA SNAP",
      reviewStatus: "pending",
      reviewReason: "the name is only a company's legal name",
    });
    const cookie = await adminCookie();
    const confidence = async () =>
      (await callFunction(queueFn, "/api/admin/new-listings", asAdmin(cookie))).body.items.find(
        (i: { id: string }) => i.id === store.id,
      ).confidence;
    const before = await confidence();
    await testDb.db.update(groceryStores).set({ shopperYesCount: 2 }).where(eq(groceryStores.id, store.id));
    expect(await confidence()).toBe(before + 20);
  });

  it("sends a browser's form post back to the store page, and refuses a cross-site or unknown answer", async () => {
    const store = await imported("Form Post Grocery");
    // Called directly: callFunction parses every answer as JSON, and this one is a redirect.
    const raw = await checkFn(
      new Request(`http://127.0.0.1:8888/api/grocery-stores/${store.id}/shopper-check?answer=yes`, {
        method: "POST",
        headers: { origin: "http://127.0.0.1:8888", accept: "text/html" },
      }),
      { params: { id: store.id }, ip: "203.0.31.7", cookies: { get: () => undefined, set: () => undefined } } as never,
    );
    expect(raw.status).toBe(303);
    expect(raw.headers.get("location")).toMatch(/^\/grocery-stores\/hilo-hi\/form-post-grocery#shopper-check-thanks$/);
    expect((await answer(store.id, "yes", 32, { origin: "https://evil.example" })).status).toBe(403);
    expect((await answer(store.id, "maybe", 33)).status).toBe(422);
  });

  it("limits one network's answers per hour", async () => {
    const stores = [];
    for (let i = 0; i < 31; i++) stores.push(await imported(`Rate Limit Grocery ${i}`));
    const statuses = [];
    for (const store of stores) statuses.push((await answer(store.id, "yes", 40)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

const confirmedNoteOf = (at: Date) => shopperConfirmedNote(at.toISOString(), new Date());
