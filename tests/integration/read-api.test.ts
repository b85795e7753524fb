// The shopper-facing read endpoints, called as Netlify calls them, on PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import bestDeals from "../../functions/cities-best-deals.ts";
import boostCheck from "../../functions/boost-subscriptions-check.ts";
import cityStores from "../../functions/cities-grocery-stores.ts";
import groceryStores from "../../functions/grocery-stores-item.ts";
import geo from "../../functions/geo.ts";
import { callFunction } from "../helpers/call-function.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const mankato = await insertCity(testDb.db, { name: "Mankato", state: "MN" });
  await insertCity(testDb.db, { name: "Quiet Hollow", state: "VT" });
  const plain = await insertStore(testDb.db, mankato.id, { name: "Plain Pantry", upvoteCount: 50, rating: 5 });
  const boosted = await insertStore(testDb.db, mankato.id, { name: "Golden Grocer", isBoosted: true, upvoteCount: 1 });
  const popular = await insertStore(testDb.db, mankato.id, { name: "Busy Basket", upvoteCount: 80, rating: 4 });
  const gone = await insertStore(testDb.db, mankato.id, { name: "Gone Goods", deletedAt: new Date() });
  Object.assign(ids, { plain: plain.id, boosted: boosted.id, popular: popular.id, gone: gone.id });
  ids.plainSlug = plain.slug;
});

const names = (stores: Array<{ name: string }>) => stores.map((s) => s.name);

describe(`read API on ${engine}`, () => {
  it("lists a city's stores boosted first, then by votes and rating, without deleted ones", async () => {
    const { status, body } = await callFunction(cityStores, "/api/cities/mankato-mn/grocery-stores", {
      params: { slug: "mankato-mn" },
    });
    expect(status).toBe(200);
    expect(names(body)).toEqual(["Golden Grocer", "Busy Basket", "Plain Pantry"]);
    expect(body[0]).toMatchObject({ isBoosted: true, cityName: "Mankato", citySlug: "mankato-mn", state: "MN" });
    expect(body[1]).toMatchObject({ isBoosted: false });
  });

  it("answers the best-deals page's call with the city, ranked stores and hasBoostedStores", async () => {
    const { status, body } = await callFunction(bestDeals, "/api/cities/mankato-mn/best-deals", {
      params: { citySlug: "mankato-mn" },
    });
    expect(status).toBe(200);
    expect(body.city).toMatchObject({ slug: "mankato-mn", coffeeShopCount: 3, boostedShops: 1 });
    expect(body.hasBoostedStores).toBe(true);
    expect(names(body.stores)).toEqual(["Golden Grocer", "Busy Basket", "Plain Pantry"]);

    const empty = await callFunction(bestDeals, "/api/cities/quiet-hollow-vt/best-deals", {
      params: { citySlug: "quiet-hollow-vt" },
    });
    expect(empty.body).toMatchObject({ stores: [], hasBoostedStores: false });
  });

  it.each([
    ["by id", () => ids.plain!],
    ["by encoded city/store slug path", () => `mankato-mn/${ids.plainSlug}`],
    ["by bare slug", () => ids.plainSlug!],
  ])("finds one store %s", async (_label, identifier) => {
    const id = identifier();
    const { status, body } = await callFunction(groceryStores, `/api/grocery-stores/${encodeURIComponent(id)}`, {
      params: { identifier: id },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: ids.plain, name: "Plain Pantry", cityName: "Mankato" });
  });

  it("lists featured (boosted) and recent stores", async () => {
    const featured = await callFunction(groceryStores, "/api/grocery-stores/featured", {
      params: { identifier: "featured" },
    });
    expect(names(featured.body)).toEqual(["Golden Grocer"]);
    const recent = await callFunction(groceryStores, "/api/grocery-stores/recent", {
      params: { identifier: "recent" },
    });
    expect(recent.body.length).toBe(3);
    expect(names(recent.body)).not.toContain("Gone Goods");
  });

  it("reports the live boost state with the end of the current period", async () => {
    const boosted = await callFunction(boostCheck, "/x", { params: { storeId: ids.boosted! } });
    expect(boosted.status).toBe(200);
    expect(boosted.body.hasActiveBoost).toBe(true);
    expect(new Date(boosted.body.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    const plain = await callFunction(boostCheck, "/x", { params: { storeId: ids.plain! } });
    expect(plain.body).toEqual({ hasActiveBoost: false, subscription: null });
  });

  it.each([
    [groceryStores, { identifier: "00000000-0000-4000-8000-000000000000" }, "Grocery store not found"],
    [groceryStores, { identifier: "mankato-mn/no-such-store" }, "Grocery store not found"],
    [groceryStores, { identifier: "x' or '1'='1" }, "Grocery store not found"],
    [groceryStores, { identifier: "a".repeat(1000) }, "Grocery store not found"],
    [boostCheck, { storeId: "not-a-uuid" }, "Grocery store not found"],
    [cityStores, { slug: "atlantis-zz" }, "City not found"],
    [bestDeals, { citySlug: "'; drop table cities; --" }, "City not found"],
  ] as const)("answers 404 with a JSON error for unknown or odd input (%#)", async (fn, params, message) => {
    const { status, body } = await callFunction(fn, "/x", { params: { ...params } });
    expect(status).toBe(404);
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toContain(message);
  });

  it("does not serve a deleted store", async () => {
    const { status } = await callFunction(groceryStores, "/x", { params: { identifier: ids.gone! } });
    expect(status).toBe(404);
  });

  it("gives the server's view of the location, empty when Netlify has none", async () => {
    const { status, body } = await callFunction(geo, "/api/geo");
    expect(status).toBe(200);
    expect(body).toEqual({ state: null, country: null, latitude: null, longitude: null });
  });
});
