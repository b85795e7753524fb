import { createRequire } from "node:module";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../client.ts";
import { migrate } from "../migrate.ts";
import { boosts, cities, groceryStores, storeOwners } from "../schema.ts";
import { makeRng, makeStore, uniqueSlug } from "./factories.ts";
import { clearSeededTables, planDataset, seedDatabase, seedIfEmpty } from "./seed.ts";
import { insertCity, insertStore } from "../../tests/helpers/test-data.ts";
import { selectCities } from "../../scripts/select-sample-towns.ts";
import { SAMPLE_CITIES, sampleCityBySlug } from "./sample-cities.ts";
import townsFile from "./towns.json" with { type: "json" };

const zipcodes = createRequire(import.meta.url)("zipcodes") as {
  lookup: (zip: string) => { state: string } | undefined;
};
const now = new Date("2025-06-01T12:00:00Z");
const options = { seed: 7, towns: 24, stores: 400, now };
let connection: Awaited<ReturnType<typeof connect>>;

beforeAll(async () => {
  connection = await connect(undefined, "memory://");
  await migrate(connection.db, connection.kind);
});

afterAll(async () => {
  await connection?.close();
});

// City ids come from a sequence, which a rolled-back seed also advances: compare by city slug.
const storeRows = () =>
  connection.db
    .select({ id: groceryStores.id, name: groceryStores.name, slug: groceryStores.slug, city: cities.slug })
    .from(groceryStores)
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .orderBy(asc(groceryStores.id));

describe("the town list", () => {
  it("has at least 300 real towns in all 50 states, each with ZIP codes of its own state", () => {
    expect(SAMPLE_CITIES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(SAMPLE_CITIES.map((t) => t.state)).size).toBe(50);
    expect(new Set(SAMPLE_CITIES.map((t) => t.slug)).size).toBe(SAMPLE_CITIES.length);
    for (const town of SAMPLE_CITIES) {
      expect(town.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}$/);
      expect(town.zipCodes.length).toBeGreaterThan(0);
      for (const zip of town.zipCodes) expect(zipcodes.lookup(zip)?.state).toBe(town.state);
    }
  });

  it("includes the named towns in the right states", () => {
    const expected = { "albany-ny": 42.65, "mankato-mn": 44.16, "grand-forks-nd": 47.93, "decatur-il": 39.84 };
    for (const [slug, latitude] of Object.entries(expected)) {
      expect(sampleCityBySlug(slug)?.latitude).toBeCloseTo(latitude, 0);
    }
  });

  it("is what town-selection.ts picks from the packages today", () => {
    expect(selectCities()).toEqual(townsFile);
  });
});

describe("seedDatabase", () => {
  it("writes nothing when any statement fails", async () => {
    // The owners go in after the cities: a clash there must take the cities back out too.
    const [owner] = planDataset(options).owners;
    await connection.db.insert(storeOwners).values({ name: "Clash", email: owner!.email });
    await expect(seedDatabase(connection.db, options)).rejects.toThrow();
    expect(await connection.db.$count(cities)).toBe(0);
    await connection.db.delete(storeOwners);
  });

  it("writes the planned rows and only seeds an empty database", async () => {
    const counts = await seedDatabase(connection.db, options);
    expect(counts).toMatchObject({ cities: 24, stores: 400 });
    expect(counts.owners).toBeGreaterThan(0);
    expect(counts.boosts).toBeGreaterThan(0);
    expect(await connection.db.$count(cities)).toBe(24);
    expect(await connection.db.$count(groceryStores)).toBe(400);
    expect(await connection.db.$count(storeOwners)).toBe(counts.owners);
    expect(await connection.db.$count(boosts)).toBe(counts.boosts);
    expect(await seedIfEmpty(connection.db, options)).toBe(false);
  });

  it("keeps the named towns even in a small dataset", async () => {
    const slugs = (await connection.db.select({ slug: cities.slug }).from(cities)).map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(["albany-ny", "mankato-mn", "grand-forks-nd", "decatur-il"]));
  });

  it("gives every store a real ZIP of its town, complete sample fields and no made-up venue data", async () => {
    const rows = await connection.db
      .select({ store: groceryStores, citySlug: cities.slug })
      .from(groceryStores)
      .innerJoin(cities, eq(cities.id, groceryStores.cityId));
    for (const { store, citySlug } of rows) {
      expect(sampleCityBySlug(citySlug)?.zipCodes).toContain(store.zipCode);
      expect(store.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(store.website ?? "https://x.example").toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(store.rating).toBeGreaterThanOrEqual(3.5);
      expect(store.rating).toBeLessThanOrEqual(5);
      expect(store.isSample).toBe(true);
      expect(store.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(store).toMatchObject({
        foursquareId: null,
        foursquareMetadata: null,
        googlePlaceId: null,
        googleRating: null,
        googleReviewCount: null,
        confirmedBy: "import:sample dataset",
        confirmedAt: store.createdAt,
      });
    }
  });

  it("features stores through active boosts, at most one per store", async () => {
    const rows = await connection.db
      .select({ boost: boosts, storeId: groceryStores.id })
      .from(boosts)
      .innerJoin(groceryStores, eq(groceryStores.id, boosts.groceryStoreId));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.storeId)).size).toBe(rows.length);
    for (const { boost } of rows) {
      expect(boost.status).toBe("active");
      expect(boost.amountCents).toBe(boost.kind === "subscription" ? 500 : 800);
      expect(boost.currentPeriodStart!.getTime()).toBeLessThan(now.getTime());
      expect(boost.currentPeriodEnd!.getTime()).toBeGreaterThan(now.getTime());
    }
  });

  it("produces the same rows again from the same seed, and different ones from another", async () => {
    const first = await storeRows();
    await clearSeededTables(connection.db);
    expect(await seedIfEmpty(connection.db, options)).toBe(true);
    expect(await storeRows()).toEqual(first);
    const other = planDataset({ ...options, seed: 8 }).stores.map((s) => s.store.name);
    expect(other).not.toEqual(planDataset(options).stores.map((s) => s.store.name));
  });
});

describe("planDataset at benchmark scale", () => {
  it("adds stores to towns without changing the ones a smaller dataset has", () => {
    const small = planDataset({ stores: 3_200, now });
    const large = planDataset({ stores: 15_000, now });
    expect(large.stores.length).toBe(15_000);
    expect(new Set(large.stores.map((s) => s.store.id)).size).toBe(15_000);
    const perCity = new Map<string, Set<string>>();
    for (const { citySlug, store } of large.stores) {
      const slugs = perCity.get(citySlug) ?? perCity.set(citySlug, new Set()).get(citySlug)!;
      expect(slugs.has(store.slug)).toBe(false);
      slugs.add(store.slug);
    }
    const largeIds = new Set(large.stores.map((s) => s.store.id));
    expect(small.stores.every((s) => largeIds.has(s.store.id!))).toBe(true);
    expect(large.boosts.length / large.stores.length).toBeGreaterThan(0.04);
    expect(large.boosts.length / large.stores.length).toBeLessThan(0.09);
  });
});

describe("factories and test helpers", () => {
  it("suffixes slugs already taken in a city", () => {
    const taken = new Set(["main-street-grocery"]);
    expect(uniqueSlug("main-street-grocery", taken)).toBe("main-street-grocery-2");
    expect(uniqueSlug("main-street-grocery", taken)).toBe("main-street-grocery-3");
    const city = { id: 1, name: "Mankato", state: "MN", slug: "mankato-mn" };
    const a = makeStore(makeRng(1), city, { name: "Hansen's Market" }, taken);
    const b = makeStore(makeRng(2), city, { name: "Hansen's Market" }, taken);
    expect([a.slug, b.slug]).toEqual(["hansens-market", "hansens-market-2"]);
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("inserts a city and its stores with overrides", async () => {
    await clearSeededTables(connection.db);
    const city = await insertCity(connection.db, { name: "Mankato", state: "MN" });
    expect(city).toMatchObject({ slug: "mankato-mn", imageSource: "fallback" });
    const other = await insertCity(connection.db);
    expect(other.slug).not.toBe(city.slug);
    const store = await insertStore(connection.db, city.id, { upvoteCount: 3, isBoosted: true });
    const again = await insertStore(connection.db, city.id, { name: store.name });
    expect(store).toMatchObject({ cityId: city.id, upvoteCount: 3, isBoosted: true, ownerId: null });
    expect(again.slug).toBe(`${store.slug}-2`);
    const [boost] = await connection.db.select().from(boosts).where(eq(boosts.groceryStoreId, store.id));
    expect(boost).toMatchObject({ status: "active", kind: "subscription", amountCents: 500 });
    expect(boost!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now());
    expect(await connection.db.$count(boosts, eq(boosts.groceryStoreId, again.id))).toBe(0);
    expect(sampleCityBySlug("mankato-mn")?.zipCodes).toContain(store.zipCode);
  });
});
