// GET /api/analytics?cityId=N / ?storeId=<uuid>: the per-day chart narrowed to one city's page or one
// store's page, the rest of the report unchanged; unknown ids 404, malformed or combined ones 422.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSessions, analyticsEvents, groceryStores, type City, type GroceryStore } from "../../db/schema.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import report from "../../functions/analytics.ts";
import { ADMIN_COOKIE } from "../../src/admin/session.server.ts";
import { testSession } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let mankato: City;
let fargo: City;
let hansen: GroceryStore;
let prairie: GroceryStore;
const token = randomBytes(24).toString("base64url");
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
const utcDate = (d: Date) => d.toISOString().slice(0, 10);

const get = (query: string, cookie: string | null = `${ADMIN_COOKIE}=${token}`) =>
  callFunction(report, `/api/analytics${query}`, { headers: cookie ? { cookie } : {} });

type Day = { date: string; views: number };
const viewsOn = (series: Day[], daysAgo: number) => series.find((d) => d.date === utcDate(day(daysAgo)))?.views;
const total = (series: Day[]) => series.reduce((sum, d) => sum + d.views, 0);

beforeAll(async () => {
  mankato = await insertCity(testDb.db, { name: "Mankato", state: "MN" });
  fargo = await insertCity(testDb.db, { name: "Fargo", state: "ND" });
  hansen = await insertStore(testDb.db, mankato.id, { name: "Hansen's Market" });
  prairie = await insertStore(testDb.db, fargo.id, { name: "Prairie Pantry" });
  await testDb.db.insert(adminSessions).values({ ...testSession(token), expiresAt: day(-1) });
  const view = (target: { cityId?: number; groceryStoreId?: string }, daysAgo: number) => ({
    eventType: "page_view",
    page: "/x",
    createdAt: day(daysAgo),
    ...target,
  });
  await testDb.db.insert(analyticsEvents).values([
    // Mankato's city page: 2 today, 1 five days ago, 1 beyond the 30-day window.
    view({ cityId: mankato.id }, 0),
    view({ cityId: mankato.id }, 0),
    view({ cityId: mankato.id }, 5),
    view({ cityId: mankato.id }, 40),
    // Fargo's city page: 1 today.
    view({ cityId: fargo.id }, 0),
    // Hansen's store page (in Mankato): 3 three days ago; Prairie's: 1 today.
    view({ groceryStoreId: hansen.id }, 3),
    view({ groceryStoreId: hansen.id }, 3),
    view({ groceryStoreId: hansen.id }, 3),
    view({ groceryStoreId: prairie.id }, 0),
    // Not a page view: never charted.
    { eventType: "pricing_view", groceryStoreId: hansen.id, metadata: "{}", createdAt: day(3) },
  ]);
});

describe(`GET /api/analytics with a chart scope on ${engine}`, () => {
  it("charts the whole site without a scope", async () => {
    const { status, body } = await get("");
    expect(status).toBe(200);
    expect(body.viewsByDay).toHaveLength(30);
    expect(total(body.viewsByDay)).toBe(8); // every page view but the one 40 days ago
  });

  it("charts one city's page views per day, keeping the other figures site-wide", async () => {
    const { status, body, headers } = await get(`?cityId=${mankato.id}`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(body.viewsByDay).toHaveLength(30);
    expect(body.viewsByDay.at(-1)).toEqual({ date: utcDate(new Date()), views: 2 });
    expect(viewsOn(body.viewsByDay, 5)).toBe(1);
    expect(total(body.viewsByDay)).toBe(3); // the store page in Mankato is the store's, not the city's
    expect(body.totalViews).toBe(9);
    expect(body.popularCities.map((c: { name: string }) => c.name)).toEqual(["Mankato", "Fargo"]);
    expect(body.popularShops).toHaveLength(2);
  });

  it("charts one store's page views per day", async () => {
    const { status, body } = await get(`?storeId=${hansen.id}`);
    expect(status).toBe(200);
    expect(body.viewsByDay).toHaveLength(30);
    expect(viewsOn(body.viewsByDay, 3)).toBe(3);
    expect(total(body.viewsByDay)).toBe(3);
    const other = await get(`?storeId=${prairie.id.toUpperCase()}`);
    expect(other.status).toBe(200);
    expect(total(other.body.viewsByDay)).toBe(1);
  });

  it("keeps charting a deleted store's history", async () => {
    await testDb.db.update(groceryStores).set({ deletedAt: new Date() }).where(eq(groceryStores.id, prairie.id));
    const { status, body } = await get(`?storeId=${prairie.id}`);
    expect(status).toBe(200);
    expect(total(body.viewsByDay)).toBe(1);
    await testDb.db.update(groceryStores).set({ deletedAt: null }).where(eq(groceryStores.id, prairie.id));
  });

  it("answers a city or store that does not exist with 404", async () => {
    const city = await get("?cityId=999999");
    expect(city.status).toBe(404);
    expect(city.body).toEqual({ error: { code: "not_found", message: "City not found." } });
    const store = await get("?storeId=3f1c2b4a-8d7e-4f60-9a1b-2c3d4e5f6a7b");
    expect(store.status).toBe(404);
    expect(store.body).toEqual({ error: { code: "not_found", message: "Grocery store not found." } });
  });

  it.each([
    ["a city id as a word", "?cityId=mankato", "cityId"],
    ["a fractional city id", "?cityId=1.5", "cityId"],
    ["a zero city id", "?cityId=0", "cityId"],
    ["an empty city id", "?cityId=", "cityId"],
    ["a city id past the integer range", "?cityId=99999999999", "cityId"],
    ["a store id that is not a uuid", "?storeId=../../etc", "storeId"],
    ["both at once", `?cityId=1&storeId=3f1c2b4a-8d7e-4f60-9a1b-2c3d4e5f6a7b`, "storeId"],
  ])("refuses %s with 422", async (_label, query, field) => {
    const { status, body } = await get(query);
    expect(status).toBe(422);
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields).toHaveProperty(field);
  });

  it("answers 401 before looking at the query", async () => {
    for (const query of [`?cityId=${mankato.id}`, "?cityId=nope", "?cityId=999999"]) {
      const { status } = await get(query, null);
      expect(status).toBe(401);
    }
  });
});
