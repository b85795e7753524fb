// Search that forgives: typos, "City, ST", "grocery stores in City, ST", ZIP codes, odd input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useDb } from "../../db/client.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import search from "../../functions/search.ts";
import { callFunction } from "../helpers/call-function.ts";
import { requestRebuild } from "../../src/site/request-rebuild.server.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  useDb(testDb.db, testDb.kind);
  const towns = [
    ["Mankato", "MN"],
    ["Grand Forks", "ND"],
    ["Decatur", "IL"],
    ["Decatur", "AL"],
    ["Albany", "NY"],
    ["Troy", "NY"],
    ["Kīhei", "HI"],
  ] as const;
  for (const [name, state] of towns) {
    const city = await insertCity(testDb.db, { name, state });
    await insertStore(testDb.db, city.id, { name: `${name} Food Co-op`, zipCode: `${50000 + city.id}` });
  }
  const mankato = (await testDb.db.query.cities.findFirst({ where: (c, { eq }) => eq(c.slug, "mankato-mn") }))!;
  await insertStore(testDb.db, mankato.id, { name: "Hansen's Market", isBoosted: true, zipCode: "56001" });
});

afterAll(async () => {
  await testDb?.close();
});

async function find(q: string) {
  const { status, body } = await callFunction(search, `/api/search?q=${encodeURIComponent(q)}`);
  expect(status).toBe(200);
  return body as { cities: Array<{ slug: string; name: string; state: string }>; stores: Array<{ name: string }> };
}

describe(`search on ${engine}`, () => {
  it.each([
    ["mankato", "mankato-mn"],
    ["Mankto", "mankato-mn"], // missing letter
    ["Mankatp", "mankato-mn"], // wrong letter
    ["Mnakato", "mankato-mn"], // swapped letters
    ["grand frks", "grand-forks-nd"],
    ["Tory", "troy-ny"], // short name, swapped letters
    ["Mankato, MN", "mankato-mn"],
    ["grocery stores in Grand Forks, ND", "grand-forks-nd"],
    ["kihei", "kihei-hi"], // accents folded
    ["56001", "mankato-mn"],
  ])("finds the town for %j", async (q, slug) => {
    const { cities } = await find(q);
    expect(cities[0]?.slug).toBe(slug);
  });

  it("suggests at most 3 towns, with only the fields suggestions need", async () => {
    const { cities } = await find("a");
    expect(cities.length).toBeLessThanOrEqual(3);
    const { cities: decaturs } = await find("Decatur");
    expect(decaturs.map((c) => c.slug).sort()).toEqual(["decatur-al", "decatur-il"]);
    expect(Object.keys(decaturs[0]!).sort()).toEqual(["id", "name", "slug", "state"]);
  });

  it("narrows to the state given", async () => {
    const { cities, stores } = await find("Decatur, IL");
    expect(cities.map((c) => c.slug)).toEqual(["decatur-il"]);
    expect(stores.map((s) => s.name)).toEqual(["Decatur Food Co-op"]);
  });

  it("keeps a word search given a state to that state's stores", async () => {
    const { stores } = await find("food co-op, NY");
    expect(stores.map((s) => s.name).sort()).toEqual(["Albany Food Co-op", "Troy Food Co-op"]);
  });

  it("returns the town's stores with boosted ones first", async () => {
    const { stores } = await find("Mankato");
    expect(stores.map((s) => s.name)).toEqual(["Hansen's Market", "Mankato Food Co-op"]);
  });

  it("finds stores by name, including a misspelt one", async () => {
    expect((await find("hansens market")).stores.map((s) => s.name)).toContain("Hansen's Market");
    expect((await find("Hansen Markt")).stores.map((s) => s.name)).toContain("Hansen's Market");
  });

  it.each(["", "   ", "%", "_", "' or 1=1 --", "'); drop table grocery_stores; --", "x".repeat(900), "🛒🥕", "\\"])(
    "answers odd input %j calmly",
    async (q) => {
      const body = await find(q);
      expect(Array.isArray(body.cities)).toBe(true);
      expect(Array.isArray(body.stores)).toBe(true);
      expect(body.cities.length).toBeLessThanOrEqual(3);
    },
  );

  it("lets browsers and the CDN keep suggestions briefly, but not a recorded search", async () => {
    const suggestion = await callFunction(search, "/api/search?q=mankato&suggest=1");
    expect(suggestion.headers.get("cache-control")).toBe("public, max-age=5");
    expect(suggestion.headers.get("netlify-cdn-cache-control")).toMatch(/^public, durable, s-maxage=5,/);
    const recorded = await callFunction(search, "/api/search?q=mankato");
    expect(recorded.headers.get("cache-control")).toBe("no-store");
    expect(recorded.headers.get("netlify-cdn-cache-control")).toBeNull();
    expect(recorded.body).toEqual(suggestion.body);
  });

  it("answers a store added by the product at once, though the same search was just answered", async () => {
    const before = await find("Mankato");
    const city = (await testDb.db.query.cities.findFirst({ where: (c, { eq }) => eq(c.slug, "mankato-mn") }))!;
    await insertStore(testDb.db, city.id, { name: "Mankato Corner Store", zipCode: "56002" });
    // Product code reports every public data change this way (src/site/request-rebuild.server.ts).
    await requestRebuild(testDb.db, "store listed");
    const after = await find("Mankato");
    expect(after.stores.map((s) => s.name)).toContain("Mankato Corner Store");
    expect(after.stores).toHaveLength(before.stores.length + 1);
  });

  it("refuses an absurdly long query with a 422, not a 500", async () => {
    const { status, body } = await callFunction(search, `/api/search?q=${"x".repeat(5000)}`);
    expect(status).toBe(422);
    expect(body.error.code).toBe("validation_failed");
  });
});
