import { beforeAll, describe, expect, it } from "vitest";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import cities from "../../functions/cities.ts";
import { callFunction } from "../helpers/call-function.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv();

beforeAll(async () => {
  const mankato = await insertCity(testDb.db, { name: "Mankato", state: "MN", slug: "mankato-mn" });
  await insertCity(testDb.db, { name: "Empty Prairie", state: "ND", slug: "empty-prairie-nd" });
  await insertStore(testDb.db, mankato.id, { upvoteCount: 3, isBoosted: true });
  await insertStore(testDb.db, mankato.id, { upvoteCount: 0, isBoosted: false });
  await insertStore(testDb.db, mankato.id, { upvoteCount: 1, isBoosted: false });
  // Deleted and inactive stores are not counted anywhere.
  await insertStore(testDb.db, mankato.id, { upvoteCount: 9, isBoosted: true, deletedAt: new Date() });
  await insertStore(testDb.db, mankato.id, { upvoteCount: 9, isBoosted: true, isActive: false });
});

describe(`cities API on ${engine}`, () => {
  it("GET /api/cities/all lists every city with its counts in the public shape", async () => {
    const { status, body } = await callFunction(cities, "/api/cities/all", { params: { slug: "all" } });
    expect(status).toBe(200);
    expect(body.map((c: { slug: string }) => c.slug)).toEqual(["empty-prairie-nd", "mankato-mn"]);
    const mankato = body.find((c: { slug: string }) => c.slug === "mankato-mn");
    expect(mankato).toMatchObject({
      name: "Mankato",
      state: "MN",
      coffeeShopCount: 3,
      shopsWith: 2,
      boostedShops: 1,
    });
    expect(Object.keys(mankato)).toEqual(
      expect.arrayContaining(["id", "description", "imageUrl", "imageSource", "fallbackColor"]),
    );
  });

  it("GET /api/cities lists only cities that have stores", async () => {
    const { status, body } = await callFunction(cities, "/api/cities");
    expect(status).toBe(200);
    expect(body.map((c: { slug: string }) => c.slug)).toEqual(["mankato-mn"]);
  });

  it("GET /api/cities/{slug} returns one city, case-insensitively", async () => {
    const { status, body } = await callFunction(cities, "/api/cities/Mankato-MN", { params: { slug: "Mankato-MN" } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: "mankato-mn", coffeeShopCount: 3 });
  });

  it.each([
    ["an unknown slug", "nowhere-zz"],
    ["an SQL-looking slug", "x' or '1'='1"],
    ["an over-long slug", "a".repeat(500)],
    ["an encoded path", "..%2F..%2Fetc%2Fpasswd"],
  ])("GET /api/cities/{slug} answers 404 with a JSON error for %s", async (_label, slug) => {
    const { status, body } = await callFunction(cities, `/api/cities/${encodeURIComponent(slug)}`, {
      params: { slug },
    });
    expect(status).toBe(404);
    expect(body).toEqual({
      error: { code: "not_found", message: "City not found. Please check the URL and try again." },
    });
  });

  it("refuses other methods with 405 and says which are allowed", async () => {
    const { status, body } = await callFunction(cities, "/api/cities", { method: "POST", body: {} });
    expect(status).toBe(405);
    expect(body.error).toMatchObject({ code: "method_not_allowed", allowed: "GET" });
  });
});
