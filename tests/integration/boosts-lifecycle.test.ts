// The clock side of boosts: an ended boost asks for one rebuild, a one-time boost ending within 3
// days mails its owner once (not when the next boost is already bought), and admins see boosts.
import { beforeAll, describe, expect, it } from "vitest";
import { boosts, siteRebuilds } from "../../db/schema.ts";
import adminStats from "../../functions/admin-stats.ts";
import adminStores from "../../functions/admin-grocery-stores.ts";
import { runBoostLifecycle } from "../../src/boosts/lifecycle.server.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
let cityId: number;
const DAY = 24 * 3600 * 1000;

function oneTime(storeId: string, email: string, end: Date, status = "active") {
  return testDb.db
    .insert(boosts)
    .values({
      groceryStoreId: storeId,
      kind: "one_time",
      status,
      customerEmail: email,
      customerName: "Sam Shop",
      amountCents: 800,
      currentPeriodStart: new Date(end.getTime() - 30 * DAY),
      currentPeriodEnd: end,
    })
    .returning();
}

beforeAll(async () => {
  cityId = (await insertCity(testDb.db)).id;
});

describe(`the boost lifecycle on ${engine}`, () => {
  it("asks once for a rebuild when a boost ends", async () => {
    const store = await insertStore(testDb.db, cityId);
    await oneTime(store.id, "ended@example.com", new Date(Date.now() - 1000));
    await testDb.db.delete(siteRebuilds);
    const first = await runBoostLifecycle(testDb.db);
    expect(first.ended).toBeGreaterThanOrEqual(1);
    expect((await testDb.db.select().from(siteRebuilds))[0]?.reason).toMatch(/boost\(s\) ended/);
    await testDb.db.delete(siteRebuilds);
    expect((await runBoostLifecycle(testDb.db)).ended).toBe(0);
    expect(await testDb.db.select().from(siteRebuilds)).toEqual([]);
  });

  it("mails the owner once, 3 days before a one-time boost ends, with a renew link", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Bluff Country Co-op" });
    await oneTime(store.id, "soon@example.com", new Date(Date.now() + 2 * DAY));
    const later = await insertStore(testDb.db, cityId);
    await oneTime(later.id, "later@example.com", new Date(Date.now() + 5 * DAY));
    // Already renewed: the next boost is stacked after this one, so no reminder.
    const renewed = await insertStore(testDb.db, cityId);
    const end = new Date(Date.now() + DAY);
    await oneTime(renewed.id, "renewed@example.com", end);
    await oneTime(renewed.id, "renewed@example.com", new Date(end.getTime() + 30 * DAY));

    await runBoostLifecycle(testDb.db);
    await runBoostLifecycle(testDb.db);
    const mails = await readOutbox(testDb.outbox);
    const soon = mails.filter((m) => m.to === "soon@example.com");
    expect(soon).toHaveLength(1);
    expect(soon[0]!.subject).toMatch(/^The boost of Bluff Country Co-op ends on /);
    // The link opens the boost page on extending it (issue #49): buying is hidden while a boost runs.
    expect(soon[0]!.links).toContain(`http://127.0.0.1:8888/boost-profile/${store.id}?extend`);
    expect(mails.filter((m) => m.to === "later@example.com")).toEqual([]);
    expect(mails.filter((m) => m.to === "renewed@example.com")).toEqual([]);
  });

  it("counts active boosts in the admin stats and shows each store's boost state and end in the list", async () => {
    const boosted = await insertStore(testDb.db, cityId, { name: "Zumbro Valley Grocer" });
    const end = new Date(Date.now() + 10 * DAY);
    await oneTime(boosted.id, "admin-view@example.com", end);
    const cookie = await adminCookie();
    const stats = await callFunction(adminStats, "/api/admin/stats", asAdmin(cookie));
    const before = stats.body.boostedShops as number;
    expect(before).toBeGreaterThanOrEqual(1);

    const list = await callFunction(adminStores, "/api/admin/grocery-stores?q=Zumbro", asAdmin(cookie));
    const row = list.body.stores.find((s: { id: string }) => s.id === boosted.id);
    expect(row.isBoosted).toBe(true);
    expect(row.boost).toEqual({
      kind: "one_time",
      status: "active",
      active: true,
      currentPeriodEnd: end.toISOString(),
      cancelAtPeriodEnd: false,
    });

    // Expired: the count drops at once, without anything running.
    await testDb.db.update(boosts).set({ currentPeriodEnd: new Date(Date.now() - 1) });
    const after = await callFunction(adminStats, "/api/admin/stats", asAdmin(cookie));
    expect(after.body.boostedShops).toBe(0);
    const expired = await callFunction(adminStores, "/api/admin/grocery-stores?q=Zumbro", asAdmin(cookie));
    expect(expired.body.stores.find((s: { id: string }) => s.id === boosted.id).boost).toMatchObject({ active: false });
  });
});
