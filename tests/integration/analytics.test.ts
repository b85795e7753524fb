// Analytics: events in (validated, bots left out, no cookies or addresses kept), searches recorded
// by the search itself, and the admin-only report.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminSessions, analyticsEvents, rateLimits, type City, type GroceryStore } from "../../db/schema.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import report from "../../functions/analytics.ts";
import track from "../../functions/analytics-track.ts";
import search from "../../functions/search.ts";
import { ADMIN_COOKIE } from "../../src/admin/session.server.ts";
import { testSession } from "../helpers/admin.ts";
import { EVENTS_PER_NETWORK_PER_HOUR } from "../../src/analytics/track-event.server.ts";
import { networkHash } from "../../src/platform/client-network.server.ts";
import { callFunction } from "../helpers/call-function.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

const testDb = useFunctionTestEnv({ adminPassword: true });
let mankato: City;
let fargo: City;
let store: GroceryStore;

const post = (body: unknown, headers: Record<string, string> = {}, ip = "203.0.113.5") =>
  callFunction(track, "/api/analytics/track", {
    method: "POST",
    body,
    ip,
    headers: { "user-agent": BROWSER, ...headers },
  });

const events = () => testDb.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);

beforeAll(async () => {
  mankato = await insertCity(testDb.db, { name: "Mankato", state: "MN" });
  fargo = await insertCity(testDb.db, { name: "Fargo", state: "ND" });
  store = await insertStore(testDb.db, mankato.id, { name: "Hansen's Market" });
});

describe(`POST /api/analytics/track on ${engine}`, () => {
  beforeEach(async () => {
    await testDb.db.delete(analyticsEvents);
  });

  it("records a city page view and answers 202 without touching cookies", async () => {
    const response = await post(
      { eventType: "page_view", page: "/cities/mankato-mn", cityId: mankato.id },
      { cookie: "stg_device=abc; admin_session=x" },
    );
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers.get("set-cookie")).toBeNull();
    const [row] = await events();
    expect(row).toMatchObject({
      eventType: "page_view",
      page: "/cities/mankato-mn",
      cityId: mankato.id,
      groceryStoreId: null,
    });
  });

  it("records a store page view and the boost page's plan view", async () => {
    const page = `/grocery-stores/mankato-mn/${store.slug}`;
    const metadata = JSON.stringify({ plan_type: "monthly", plan_price: 5, ab_test: "pricing_comparison_v1" });
    expect((await post({ eventType: "page_view", page, groceryStoreId: store.id })).status).toBe(202);
    expect((await post({ eventType: "pricing_view", groceryStoreId: store.id, metadata })).status).toBe(202);
    const rows = await events();
    expect(rows.map((r) => [r.eventType, r.page, r.groceryStoreId, r.metadata])).toEqual([
      ["page_view", page, store.id, null],
      ["pricing_view", null, store.id, metadata],
    ]);
  });

  it("stores nothing that identifies the visitor", async () => {
    await post({ eventType: "page_view", page: "/cities/fargo-nd", cityId: fargo.id }, {}, "192.0.2.44");
    const [row] = await testDb.db
      .execute(sql`select row_to_json(e)::text as json from analytics_events e`)
      .then((r) => (r as unknown as { rows: Array<{ json: string }> }).rows);
    expect(row!.json).not.toContain("192.0.2.44");
    expect(row!.json).not.toContain(networkHash("192.0.2.44"));
  });

  it.each([
    ["a search crawler", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["a headless browser", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/142.0.0.0 Safari/537.36"],
    ["a request without a user agent", ""],
  ])("answers 202 to %s but counts nothing", async (_label, agent) => {
    const response = await post(
      { eventType: "page_view", page: "/cities/fargo-nd", cityId: fargo.id },
      { "user-agent": agent },
    );
    expect(response.status).toBe(202);
    expect(await events()).toEqual([]);
  });

  it("answers 202 for a city or store that does not exist, and counts nothing", async () => {
    expect((await post({ eventType: "page_view", page: "/cities/x", cityId: 999_999 })).status).toBe(202);
    const ghost = "3f1c2b4a-8d7e-4f60-9a1b-2c3d4e5f6a7b";
    expect((await post({ eventType: "page_view", page: "/grocery-stores/x", groceryStoreId: ghost })).status).toBe(202);
    expect(await events()).toEqual([]);
  });

  it("stops counting a network past its hourly allowance, still answering 202", async () => {
    const ip = "192.0.9.99";
    await testDb.db
      .insert(rateLimits)
      .values({ key: `analytics:${networkHash(ip)}`, windowStart: new Date(), count: EVENTS_PER_NETWORK_PER_HOUR });
    const response = await post({ eventType: "page_view", page: "/cities/fargo-nd", cityId: fargo.id }, {}, ip);
    expect(response.status).toBe(202);
    expect(await events()).toEqual([]);
    await testDb.db.delete(rateLimits).where(eq(rateLimits.key, `analytics:${networkHash(ip)}`));
  });

  it.each([
    ["malformed JSON", "{nope", {}, 400],
    ["a form post", "eventType=page_view", { "content-type": "application/x-www-form-urlencoded" }, 415],
    ["an oversized body", JSON.stringify({ eventType: "x_y", metadata: "x".repeat(70_000) }), {}, 413],
    ["an empty object", {}, {}, 422],
    ["JSON null", "null", {}, 422],
    ["a list", [{ eventType: "page_view" }], {}, 422],
    ["a page view without a page", { eventType: "page_view", cityId: 1 }, {}, 422],
    ["a city id as text", { eventType: "page_view", page: "/c", cityId: "1" }, {}, 422],
    ["a store id that is not one", { eventType: "page_view", page: "/s", groceryStoreId: "../../etc" }, {}, 422],
    ["long metadata", { eventType: "pricing_view", metadata: "x".repeat(1001) }, {}, 422],
    ["a fake search", { eventType: "search", page: "/search" }, {}, 422],
    ["an absurd event type", { eventType: "x".repeat(500) }, {}, 422],
  ])("refuses %s with %i", async (_label, body, headers, status) => {
    const response = await post(body, headers as Record<string, string>);
    expect(response.status).toBe(status);
    expect(response.body.error.code).toEqual(expect.any(String));
    expect(await events()).toEqual([]);
  });

  it("answers GET with 405", async () => {
    const response = await callFunction(track, "/api/analytics/track");
    expect(response.status).toBe(405);
  });
});

describe(`searches recorded by GET /api/search on ${engine}`, () => {
  beforeEach(async () => {
    await testDb.db.delete(analyticsEvents);
  });

  const find = (q: string, agent = BROWSER) =>
    callFunction(search, `/api/search?q=${encodeURIComponent(q)}`, { headers: { "user-agent": agent } });

  it("records the normalised text of each search", async () => {
    expect((await find("  Mankato,   MN ")).status).toBe(200);
    expect((await find("Grand Forks")).status).toBe(200);
    const rows = await events();
    expect(rows.map((r) => [r.eventType, r.searchQuery])).toEqual([
      ["search", "mankato, mn"],
      ["search", "grand forks"],
    ]);
  });

  it("records every one of many simultaneous searches, the repeated ones too", async () => {
    // They are written in batches, and answered from one shared computation per distinct search.
    const queries = Array.from({ length: 60 }, (_, i) => `town ${i % 7}`);
    const answers = await Promise.all(queries.map((q) => find(q)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const recorded = (await events()).map((r) => r.searchQuery).sort();
    expect(recorded).toEqual([...queries].sort());
  });

  it("records nothing for an empty search, a crawler, or suggestions while typing", async () => {
    await find("   ");
    const suggestion = await callFunction(search, "/api/search?q=manka&suggest=1", {
      headers: { "user-agent": BROWSER },
    });
    expect(suggestion.status).toBe(200);
    await find("mankato", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)");
    expect(await events()).toEqual([]);
  });
});

describe(`GET /api/analytics on ${engine}`, () => {
  const token = randomBytes(24).toString("base64url");
  const asAdmin = () => callFunction(report, "/api/analytics", { headers: { cookie: `${ADMIN_COOKIE}=${token}` } });
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  let stores: GroceryStore[];

  beforeAll(async () => {
    await testDb.db.delete(analyticsEvents);
    await testDb.db.insert(adminSessions).values({ ...testSession(token), expiresAt: day(-1) });
    stores = [store];
    for (let i = 0; i < 11; i++) stores.push(await insertStore(testDb.db, i % 2 ? fargo.id : mankato.id));
    // Store i gets 12 - i views: a clear order, and the 12th store falls off the top 10.
    const views = stores.flatMap((s, i) =>
      Array.from({ length: 12 - i }, () => ({ eventType: "page_view", page: "/s", groceryStoreId: s.id })),
    );
    const cityViews = [
      ...Array.from({ length: 3 }, () => ({ eventType: "page_view", page: "/cities/fargo-nd", cityId: fargo.id })),
      { eventType: "page_view", page: "/cities/mankato-mn", cityId: mankato.id, createdAt: day(2) },
      { eventType: "page_view", page: "/cities/mankato-mn", cityId: mankato.id, createdAt: day(45) },
    ];
    // 20 distinct searches a minute apart, "query 19" newest, plus a repeat of an old one made newest.
    const searches = Array.from({ length: 20 }, (_, i) => ({
      eventType: "search",
      searchQuery: `query ${i}`,
      createdAt: new Date(Date.now() - (60 - i) * 60_000),
    }));
    searches.push({ eventType: "search", searchQuery: "query 3", createdAt: new Date() });
    const other = { eventType: "pricing_view", groceryStoreId: store.id, metadata: "{}" };
    await testDb.db.insert(analyticsEvents).values([...views, ...cityViews, ...searches, other]);
  });

  it("answers 401 without an admin session", async () => {
    for (const cookie of [undefined, `${ADMIN_COOKIE}=forged`, `${ADMIN_COOKIE}=`]) {
      const response = await callFunction(report, "/api/analytics", { headers: cookie ? { cookie } : {} });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { code: "unauthorized", message: "Admin sign-in required." } });
    }
  });

  it("answers 401 for an expired or revoked session", async () => {
    const expired = randomBytes(24).toString("base64url");
    const revoked = randomBytes(24).toString("base64url");
    await testDb.db.insert(adminSessions).values([
      { ...testSession(expired), expiresAt: day(1) },
      { ...testSession(revoked), expiresAt: day(-1), revokedAt: new Date() },
    ]);
    for (const t of [expired, revoked]) {
      const response = await callFunction(report, "/api/analytics", { headers: { cookie: `${ADMIN_COOKIE}=${t}` } });
      expect(response.status).toBe(401);
    }
  });

  it("reports total views, the 15 latest distinct searches and the top 10 stores and cities", async () => {
    const { status, body, headers } = await asAdmin();
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(body.totalViews).toBe(78 + 5); // 12 + 11 + ... + 1 store views, 5 city views
    expect(body.searchQueries).toEqual([
      "query 3",
      ...[19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6].map((n) => `query ${n}`),
    ]);
    expect(body.popularShops).toHaveLength(10);
    expect(body.popularShops[0]).toEqual({ id: store.id, name: "Hansen's Market", cityName: "Mankato", viewCount: 12 });
    expect(body.popularShops.map((s: { viewCount: number }) => s.viewCount)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(body.popularShops[1]).toMatchObject({ id: stores[1]!.id, cityName: "Mankato" });
    expect(body.popularShops[2]).toMatchObject({ id: stores[2]!.id, cityName: "Fargo" });
    expect(body.popularCities).toEqual([
      { id: fargo.id, name: "Fargo", slug: "fargo-nd", viewCount: 3 },
      { id: mankato.id, name: "Mankato", slug: "mankato-mn", viewCount: 2 },
    ]);
  });

  it("charts page views for each of the last 30 days, empty days included", async () => {
    const { body } = await asAdmin();
    expect(body.viewsByDay).toHaveLength(30);
    const utcDate = (d: Date) => d.toISOString().slice(0, 10);
    expect(body.viewsByDay.at(-1)).toEqual({ date: utcDate(new Date()), views: 78 + 3 });
    expect(body.viewsByDay.find((d: { date: string }) => d.date === utcDate(day(2)))).toEqual({
      date: utcDate(day(2)),
      views: 1,
    });
    expect(body.viewsByDay[0].date).toBe(utcDate(day(29)));
    const sum = body.viewsByDay.reduce((total: number, d: { views: number }) => total + d.views, 0);
    expect(sum).toBe(78 + 4); // the view from 45 days ago is only in the total
  });

  it("answers an empty database with zeros and empty lists", async () => {
    await testDb.db.delete(analyticsEvents);
    const { body } = await asAdmin();
    expect(body).toMatchObject({ totalViews: 0, searchQueries: [], popularShops: [], popularCities: [] });
    expect(body.viewsByDay.every((d: { views: number }) => d.views === 0)).toBe(true);
  });
});
