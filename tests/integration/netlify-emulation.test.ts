// The functions as Netlify serves them: routing from each function's config, bundling, env.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCity, insertStore } from "../../db/seed/test-data.ts";
import { resetEnv } from "../../src/server/env.ts";
import { serveSite, type RunningSite } from "../../scripts/lib/serve.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

let testDb: TestDb;
let site: RunningSite;

beforeAll(async () => {
  testDb = await createTestDb();
  const city = await insertCity(testDb.db, { name: "Grand Forks", state: "ND", slug: "grand-forks-nd" });
  await insertStore(testDb.db, city.id);
  // Functions run in this process and read the database address from the environment.
  process.env.DATABASE_URL = testDb.url;
  resetEnv();
  site = await serveSite({ projectRoot: process.cwd(), port: 0 });
});

afterAll(async () => {
  await site?.close();
  await testDb?.close();
});

describe(`Netlify emulation on ${engine}`, () => {
  it("routes /api/cities/{slug} to the cities function", async () => {
    const response = await fetch(`${site.url}/api/cities/grand-forks-nd`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ name: "Grand Forks", state: "ND", coffeeShopCount: 1 });
  });

  it("routes /api/cities/all to the list, not to a city called 'all'", async () => {
    const response = await fetch(`${site.url}/api/cities/all`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toHaveLength(1);
  });

  it("answers an unknown city with a JSON 404", async () => {
    const response = await fetch(`${site.url}/api/cities/atlantis-zz`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });

  it("answers malformed percent-encoding without a server error", async () => {
    const response = await fetch(`${site.url}/api/cities/%E0%A4%A`);
    expect(response.status).toBeLessThan(500);
  });
});
