// Every function as Netlify's own emulation serves it (bundled by zip-it-and-ship-it, run by its
// runtime), compared with the warm in-process routing that `npm start` uses: same status, same body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "../../db/client.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { resetEnv } from "../../src/config/env.ts";
import { serveSite, type RunningSite } from "../../scripts/lib/serve.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

let testDb: TestDb;
let emulated: RunningSite;
let warm: RunningSite;
let storePath: string;
let storeId: string;
let storeCanonical: string;

beforeAll(async () => {
  testDb = await createTestDb();
  const city = await insertCity(testDb.db, { name: "Grand Forks", state: "ND", slug: "grand-forks-nd" });
  const store = await insertStore(testDb.db, city.id, { isBoosted: true });
  storePath = encodeURIComponent(`grand-forks-nd/${store.slug}`);
  storeId = store.id;
  storeCanonical = `/grocery-stores/grand-forks-nd/${store.slug}`;
  // Functions run in this process (or its workers) and read the database address from the environment.
  process.env.DATABASE_URL = testDb.url;
  resetEnv();
  emulated = await serveSite({ projectRoot: process.cwd(), port: 0, functions: "emulated" });
  warm = await serveSite({ projectRoot: process.cwd(), port: 0, functions: "warm" });
  // The emulation bundles every function with zip-it-and-ship-it when it starts (about 3 s each for
  // 66 functions on a quiet 2-core machine: 215 s here alone, more beside the rest of the suite;
  // 79 functions took 447 s beside two other engineers' test runs, load average 8).
}, 900_000);

afterAll(async () => {
  await emulated?.close();
  await warm?.close();
  await closeDb();
  await testDb?.close();
});

async function both(path: string, init?: RequestInit) {
  const [a, b] = await Promise.all([fetch(emulated.url + path, init), fetch(warm.url + path, init)]);
  const read = async (r: Response) => ({ status: r.status, type: r.headers.get("content-type"), body: await r.text() });
  return { emulated: await read(a), warm: await read(b) };
}

// The emulation bundles a function again on its first request; on a busy 2-core machine that can
// take longer than the default 20 s.
describe(`functions through Netlify's emulation and warm routing on ${engine}`, { timeout: 90_000 }, () => {
  it.each([
    ["a city by slug", "/api/cities/grand-forks-nd", 200],
    ["the full list, not a city called 'all'", "/api/cities/all", 200],
    ["an unknown city", "/api/cities/atlantis-zz", 404],
    ["malformed percent-encoding", "/api/cities/%E0%A4%A", 404],
    ["a city's stores", "/api/cities/grand-forks-nd/grocery-stores", 200],
    ["best deals", "/api/cities/grand-forks-nd/best-deals", 200],
    ["a store by encoded city/store path", () => `/api/grocery-stores/${storePath}`, 200],
    ["featured stores, not a store called 'featured'", "/api/grocery-stores/featured", 200],
    ["search with a typo", "/api/search?q=grand%20frks", 200],
    ["an unknown store's boost state", "/api/boost-subscriptions/check/nope", 404],
    // No dist/ here: the page functions answer every store and town address (ADR 016).
    ["an unknown store address", "/grocery-stores/6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b", 404],
    ["an unknown town address", "/cities/atlantis-zz", 404],
  ])("agree on %s", async (_label, path, status) => {
    const { emulated, warm } = await both(typeof path === "function" ? path() : path);
    expect(emulated.status).toBe(status);
    expect(warm).toEqual(emulated);
  });

  // Writes say they come from the configured site (SITE_URL's default), as a browser on its pages does.
  const SITE = { origin: "http://127.0.0.1:8888" };
  const post = (body: unknown, headers: Record<string, string> = SITE): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const UNKNOWN_ID = "6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b";

  it.each([
    ["a claim with missing fields", `/api/grocery-stores/${UNKNOWN_ID}/claim`, post({ ownerName: "" }), 422],
    [
      "a claim on an unknown store",
      `/api/grocery-stores/${UNKNOWN_ID}/claim`,
      post({ ownerName: "A", ownerEmail: "a@example.com", businessRole: "Owner", ownerDescription: "B" }),
      404,
    ],
    ["the claims list without a session", "/api/admin/business-claims", undefined, 401],
    ["a listing without its required fields", "/api/grocery-stores", post({ name: "" }), 422],
    [
      "an upvote for an unknown store",
      `/api/grocery-stores/${UNKNOWN_ID}/upvote`,
      { method: "POST", headers: SITE },
      404,
    ],
    ["an analytics event with a malformed type", "/api/analytics/track", post({ eventType: "Page View!" }), 422],
    [
      "an approval from another site",
      `/api/admin/business-claims/${UNKNOWN_ID}/approve`,
      post({}, { origin: "https://evil.example" }),
      403,
    ],
  ])("agree on %s", async (_label, path, init, status) => {
    const { emulated, warm } = await both(path, init);
    expect(emulated.status).toBe(status);
    expect(warm).toEqual(emulated);
  });

  it("redirect a spent claim link to the same page", async () => {
    const manual = { redirect: "manual" } as const;
    const path = "/api/claims/verify?token=spent-or-never-issued-token";
    const [a, b] = await Promise.all([fetch(emulated.url + path, manual), fetch(warm.url + path, manual)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    const where = (r: Response) => new URL(r.headers.get("location")!).pathname;
    expect(where(b)).toBe(where(a));
    expect(where(a)).toBe("/claim-business/link-expired");
  });

  it("move a store's id address to its canonical one with the same 301", async () => {
    const manual = { redirect: "manual" } as const;
    const path = `/grocery-stores/${storeId}?redirect_status=succeeded`;
    const [a, b] = await Promise.all([fetch(emulated.url + path, manual), fetch(warm.url + path, manual)]);
    expect([a.status, b.status]).toEqual([301, 301]);
    expect(b.headers.get("location")).toBe(a.headers.get("location"));
    expect(a.headers.get("location")).toBe(`${storeCanonical}?redirect_status=succeeded`);
  });

  it("answers a wrong method the same way", async () => {
    const { emulated, warm } = await both("/api/cities", { method: "DELETE" });
    expect(emulated.status).toBe(405);
    expect(warm).toEqual(emulated);
  });
});
