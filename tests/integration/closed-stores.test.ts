// Issue #28 (ADR 045): a store confirmed closed for good, by an accepted suggestion or an admin's
// own action, leaves town lists, best deals, search and the sitemap; its record still answers (its
// built page says 'Permanently closed', noindex) for CLOSED_PAGE_DAYS and then is gone; a later SNAP
// import of the same USDA record finds it again and never adds it anew. On each engine.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listAllStores, listClosedStorePages } from "../../src/stores/stores-queries.server.ts";
import { auditLog, groceryStores } from "../../db/schema.ts";
import closeFn from "../../functions/admin-grocery-stores-close.ts";
import reopenFn from "../../functions/admin-grocery-stores-reopen.ts";
import acceptFn from "../../functions/admin-suggestions-accept.ts";
import bestDealsFn from "../../functions/cities-best-deals.ts";
import cityStoresFn from "../../functions/cities-grocery-stores.ts";
import storeFn from "../../functions/grocery-stores-item.ts";
import suggestFn from "../../functions/grocery-stores-suggestions.ts";
import searchFn from "../../functions/search.ts";
import { importSnapPlan } from "../../src/imports/snap/import-snap.server.ts";
import { planSnapFile } from "../../src/imports/snap/plan.server.ts";
import { resolveStoreAddress } from "../../src/site/resolve-address.server.ts";
import { ALREADY_CLOSED_FOR_ADMIN, NOT_CLOSED, STORE_REOPEN_ACTION } from "../../src/stores/close-store.server.ts";
import { ALREADY_CLOSED } from "../../src/review/submit-suggestion.server.ts";
import { serializeStore } from "../../src/stores/serialize.server.ts";
import { sitemapPaths } from "../../src/site/sitemap-paths.ts";
import { CLOSED_PAGE_DAYS } from "../../src/stores/closed.ts";
import { adminCookie } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let city: { id: number; slug: string };
let admin: string;

const DAY_MS = 86_400_000;
const LA = join(import.meta.dirname, "../fixtures/snap/retailer-location-la-excerpt.csv");

const storeRow = async (id: string) =>
  (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id)))[0]!;
const close = (id: string, cookie?: string, body: unknown = {}) =>
  callFunction(closeFn, `/api/admin/grocery-stores/${id}/close`, {
    method: "POST",
    params: { id },
    body,
    headers: cookie ? { cookie } : {},
  });
const cityStoreIds = async () =>
  (
    (await callFunction(cityStoresFn, `/api/cities/${city.slug}/grocery-stores`, { params: { slug: city.slug } }))
      .body as { id: string }[]
  ).map((s) => s.id);
const bestDealIds = async () =>
  (
    (await callFunction(bestDealsFn, `/api/cities/${city.slug}/best-deals`, { params: { citySlug: city.slug } })).body
      .stores as { id: string }[]
  ).map((s) => s.id);
const searchIds = async (q: string) =>
  ((await callFunction(searchFn, `/api/search?q=${encodeURIComponent(q)}`)).body.stores as { id: string }[]).map(
    (s) => s.id,
  );
const readStore = (id: string) => callFunction(storeFn, `/api/grocery-stores/${id}`, { params: { identifier: id } });

beforeAll(async () => {
  city = await insertCity(testDb.db, { name: "Decorah", state: "IA" });
  admin = await adminCookie("192.0.2.42");
});

describe(`closed stores on ${engine}`, () => {
  it("an accepted 'closed for good' suggestion takes the store out of every list, audited", async () => {
    const store = await insertStore(testDb.db, city.id, { name: "Zebulon Closing Grocery" });
    const other = await insertStore(testDb.db, city.id, { name: "Zebulon Open Grocery" });
    expect(await cityStoreIds()).toContain(store.id);
    expect(await searchIds("Zebulon")).toEqual(expect.arrayContaining([store.id, other.id]));

    const suggested = await callFunction(suggestFn, `/api/grocery-stores/${store.id}/suggestions`, {
      method: "POST",
      params: { id: store.id },
      body: { kind: "closed", note: "Shuttered since October, sign on the door." },
      ip: "198.51.100.90",
    });
    expect(suggested.status).toBe(201);
    const accepted = await callFunction(acceptFn, `/api/admin/suggestions/${suggested.body.id}/accept`, {
      method: "POST",
      params: { id: suggested.body.id },
      body: {},
      headers: { cookie: admin },
    });
    expect(accepted).toMatchObject({ status: 200, body: { applied: "closed for good" } });
    expect((await storeRow(store.id)).closedAt).not.toBeNull();

    expect(await cityStoreIds()).not.toContain(store.id);
    expect(await bestDealIds()).not.toContain(store.id);
    // Another query (with the town's state): the search keeps answers for a while (answer-cache.ts).
    const found = await searchIds("Zebulon, IA");
    expect(found).toContain(other.id);
    expect(found).not.toContain(store.id);
    const listed = (await listAllStores(testDb.db)).map(serializeStore);
    expect(listed.map((s) => s.id)).not.toContain(store.id);
    const sitemap = sitemapPaths([{ slug: city.slug, listedStores: listed.length }], listed);
    expect(sitemap).not.toContain(`/grocery-stores/${city.slug}/${store.slug}`);
    expect(sitemap).toContain(`/grocery-stores/${city.slug}/${other.slug}`);

    // Its page is built as 'Permanently closed' from this list, and its record still answers.
    expect((await listClosedStorePages(testDb.db)).map((s) => s.id)).toContain(store.id);
    const record = await readStore(store.id);
    expect(record.status).toBe(200);
    expect(record.body.closedAt).toEqual(expect.any(String));

    const audits = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, store.id), eq(auditLog.action, "store.close")));
    expect(audits).toHaveLength(1);

    const again = await callFunction(suggestFn, `/api/grocery-stores/${store.id}/suggestions`, {
      method: "POST",
      params: { id: store.id },
      body: { kind: "closed" },
      ip: "198.51.100.91",
    });
    expect(again).toMatchObject({ status: 409, body: { error: { message: ALREADY_CLOSED } } });
  });

  it("lets an admin, and only an admin, close a store", async () => {
    const store = await insertStore(testDb.db, city.id);
    expect((await close(store.id)).status).toBe(401);
    expect((await close(store.id, admin, { reason: "Owner phoned: closed for good" })).status).toBe(200);
    expect(await close(store.id, admin)).toMatchObject({
      status: 409,
      body: { error: { message: ALREADY_CLOSED_FOR_ADMIN } },
    });
    expect((await close("00000000-0000-4000-8000-000000000000", admin)).status).toBe(404);
  });

  it("lets an admin, and only an admin, reopen a store closed by mistake: back in the lists, audited", async () => {
    const store = await insertStore(testDb.db, city.id, { name: "Reopened Mercantile" });
    const reopen = (cookie?: string) =>
      callFunction(reopenFn, `/api/admin/grocery-stores/${store.id}/reopen`, {
        method: "POST",
        params: { id: store.id },
        body: { reason: "The report was about another store" },
        headers: cookie ? { cookie } : {},
      });
    expect(await reopen(admin)).toMatchObject({ status: 409, body: { error: { message: NOT_CLOSED } } });
    expect((await close(store.id, admin)).status).toBe(200);
    expect(await cityStoreIds()).not.toContain(store.id);

    expect((await reopen()).status).toBe(401);
    expect((await storeRow(store.id)).closedAt).not.toBeNull();
    expect((await reopen(admin)).status).toBe(200);
    expect((await storeRow(store.id)).closedAt).toBeNull();
    expect(await cityStoreIds()).toContain(store.id);
    const [audit] = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, store.id), eq(auditLog.action, STORE_REOPEN_ACTION)));
    expect(audit?.after).toMatchObject({ closedAt: null, reason: "The report was about another store" });
  });

  it(`keeps the closed page for ${CLOSED_PAGE_DAYS} days, then the address is gone`, async () => {
    const store = await insertStore(testDb.db, city.id);
    const path = `/grocery-stores/${city.slug}/${store.slug}`;
    const closedAgo = async (days: number) =>
      testDb.db
        .update(groceryStores)
        .set({ closedAt: new Date(Date.now() - days * DAY_MS) })
        .where(eq(groceryStores.id, store.id));

    await closedAgo(CLOSED_PAGE_DAYS - 1);
    expect((await listClosedStorePages(testDb.db)).map((s) => s.id)).toContain(store.id);
    expect((await readStore(store.id)).status).toBe(200);
    expect(await resolveStoreAddress(testDb.db, path)).toEqual({ kind: "fresh" });

    await closedAgo(CLOSED_PAGE_DAYS + 1);
    expect((await listClosedStorePages(testDb.db)).map((s) => s.id)).not.toContain(store.id);
    expect((await readStore(store.id)).status).toBe(404);
    expect(await resolveStoreAddress(testDb.db, path)).toEqual({ kind: "gone" });
    expect(await resolveStoreAddress(testDb.db, `/grocery-stores/${store.id}`)).toEqual({ kind: "gone" });
    // A deleted store is not gone: an admin may restore it.
    await testDb.db.update(groceryStores).set({ deletedAt: new Date() }).where(eq(groceryStores.id, store.id));
    expect(await resolveStoreAddress(testDb.db, path)).toEqual({ kind: "not-found" });
  });

  it("is never added again by a later SNAP import of the same USDA record", async () => {
    const importLa = () => importSnapPlan(testDb.db, planSnapFile(readFileSync(LA, "utf8"), { scope: "all" }));
    await importLa();
    const [imported] = await testDb.db
      .select()
      .from(groceryStores)
      .where(and(eq(groceryStores.dataSource, "usda-snap"), eq(groceryStores.reviewStatus, "approved")))
      .limit(1);
    expect(imported?.snapRecordId).toBeTruthy();
    expect((await close(imported!.id, admin)).status).toBe(200);
    const total = async () => (await testDb.db.select({ n: count() }).from(groceryStores))[0]!.n;
    const before = await total();

    const again = await importLa();
    expect(again.added).toBe(0);
    expect(await total()).toBe(before);
    const sameRecord = await testDb.db
      .select()
      .from(groceryStores)
      .where(eq(groceryStores.snapRecordId, imported!.snapRecordId!));
    expect(sameRecord).toHaveLength(1);
    expect(sameRecord[0]!.closedAt).not.toBeNull();
    expect((await listAllStores(testDb.db)).map((s) => s.id)).not.toContain(imported!.id);
  }, 60_000);
});
