// Functions as Netlify's own emulation serves them (bundled by zip-it-and-ship-it, run by its
// runtime), compared with the warm in-process routing that `npm start` uses: same status, same body.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "../../db/client.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { serveSite, type RunningSite } from "../../scripts/lib/serve.ts";
import { loadFunctions } from "../../scripts/lib/warm-functions.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

let testDb: TestDb;
let emulated: RunningSite;
let warm: RunningSite;
let storePath: string;
let storeId: string;
let storeCanonical: string;
let emulatedRoot: string;

// Every address the tests below request (a new test adds its own). The emulation bundles each function of its project when it
// starts (about 3 s each on a quiet 2-core machine; the whole folder, 79 functions, took 678 s of a CI
// slot), so its project holds only the functions whose addresses match one of these: every function
// that could compete for a request is there, and a request that reaches none answers 404 in both.
const REQUESTED = [
  "/api/cities",
  "/api/cities/grand-forks-nd",
  "/api/cities/grand-forks-nd/grocery-stores",
  "/api/cities/grand-forks-nd/best-deals",
  "/api/grocery-stores",
  "/api/grocery-stores/featured",
  "/api/grocery-stores/some-id/claim",
  "/api/grocery-stores/some-id/upvote",
  "/api/search",
  "/api/boost-subscriptions/check/nope",
  "/api/admin/business-claims",
  "/api/admin/business-claims/some-id/approve",
  "/api/analytics/track",
  "/api/claims/verify",
  "/grocery-stores/grand-forks-nd/a-store",
  "/grocery-stores/some-id",
  "/cities/atlantis-zz",
];

/**
 * A throwaway project: the real netlify.toml, links to the functions that answer REQUESTED, and a
 * link to this checkout's dist/ (whatever another test has built there), so both servers answer
 * from the same static files.
 */
async function projectWithRequestedFunctions(): Promise<string> {
  // Inside the checkout (.netlify is ignored): the bundles the emulation writes there load packages
  // from the checkout's node_modules.
  mkdirSync(".netlify", { recursive: true });
  const root = mkdtempSync(join(process.cwd(), ".netlify", "emulated-functions-"));
  mkdirSync(join(root, "functions"));
  copyFileSync("netlify.toml", join(root, "netlify.toml"));
  symlinkSync(join(process.cwd(), "dist"), join(root, "dist"));
  const routes = await loadFunctions("functions");
  const wanted = routes.filter((route) =>
    REQUESTED.some((pathname) => route.patterns.some((pattern) => pattern.test({ pathname }))),
  );
  for (const { name } of wanted) {
    symlinkSync(join(process.cwd(), "functions", `${name}.ts`), join(root, "functions", `${name}.ts`));
  }
  return root;
}

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
  emulatedRoot = await projectWithRequestedFunctions();
  emulated = await serveSite({ projectRoot: emulatedRoot, port: 0, functions: "emulated" });
  warm = await serveSite({ projectRoot: process.cwd(), port: 0, functions: "warm" });
}, 300_000);

afterAll(async () => {
  await emulated?.close();
  await warm?.close();
  await closeDb();
  await testDb?.close();
  if (emulatedRoot) rmSync(emulatedRoot, { recursive: true, force: true });
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
