// Store and town addresses without a built page, through npm start's warm routing (ADR 016): a
// built page always wins (preferStatic), an id or another spelling moves with a real 301 that keeps
// the query, a record added since the build gets its shell with a 200 at its own address, and an
// unknown address gets the site's 404 page with a 404; a store closed for good longer ago than its
// 'Permanently closed' page stays answers 410 with the closed-store page (ADR 045).
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "../../db/client.ts";
import { groceryStores } from "../../db/schema.ts";
import { serveSite, type RunningSite } from "../../scripts/lib/serve.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { CLOSED_PAGE_DAYS } from "../../src/stores/closed.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

let testDb: TestDb;
let site: RunningSite;
let root: string;
let built: { id: string; path: string };
let fresh: { id: string; slug: string; path: string };
let deletedId: string;
let gone: { id: string; path: string };
let closedRecently: { path: string };

const PAGE_CSP = "default-src 'self'; script-src 'self' 'sha256-test'";
const UNKNOWN_ID = "6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b";

/** A project root holding a tiny "build": the real functions and netlify.toml beside it. */
function fakeProject(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "page-addresses-"));
  symlinkSync(join(process.cwd(), "functions"), join(dir, "functions"), "dir");
  copyFileSync(join(process.cwd(), "netlify.toml"), join(dir, "netlify.toml"));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(dir, "dist", file, ".."), { recursive: true });
    writeFileSync(join(dir, "dist", file), html);
  }
  writeFileSync(join(dir, "dist", "_headers"), `/*\n  Content-Security-Policy: ${PAGE_CSP}\n`);
  return dir;
}

beforeAll(async () => {
  testDb = await createTestDb();
  const city = await insertCity(testDb.db, { name: "Grand Forks", state: "ND", slug: "grand-forks-nd" });
  const builtStore = await insertStore(testDb.db, city.id);
  const freshStore = await insertStore(testDb.db, city.id);
  const deleted = await insertStore(testDb.db, city.id);
  await testDb.db.update(groceryStores).set({ deletedAt: new Date() }).where(eq(groceryStores.id, deleted.id));
  const goneStore = await insertStore(testDb.db, city.id, {
    closedAt: new Date(Date.now() - (CLOSED_PAGE_DAYS + 1) * 86_400_000),
  });
  gone = { id: goneStore.id, path: `/grocery-stores/grand-forks-nd/${goneStore.slug}` };
  const recent = await insertStore(testDb.db, city.id, { closedAt: new Date(Date.now() - 86_400_000) });
  closedRecently = { path: `/grocery-stores/grand-forks-nd/${recent.slug}` };
  await insertCity(testDb.db, { name: "Minot", state: "ND", slug: "minot-nd" });
  built = { id: builtStore.id, path: `/grocery-stores/grand-forks-nd/${builtStore.slug}` };
  fresh = { id: freshStore.id, slug: freshStore.slug, path: `/grocery-stores/grand-forks-nd/${freshStore.slug}` };
  deletedId = deleted.id;
  // The build's layout (build.format "preserve", ADR 071): one file per page, named for its address.
  root = fakeProject({
    [`${built.path.slice(1)}.html`]: "<h1>built store page</h1>",
    "cities/grand-forks-nd.html": "<h1>built town page</h1>",
    "grocery-stores/_pending.html": "<h1>store shell</h1>",
    "cities/_pending.html": "<h1>town shell</h1>",
    "404.html": "<h1>Page Not Found</h1>",
    "store-closed.html": "<h1>This Store Has Closed</h1>",
    "search.html": "<h1>search, indexable</h1>",
    "search/results.html": "<h1>search results, noindex</h1>",
  });
  process.env.DATABASE_URL = testDb.url;
  resetEnv();
  site = await serveSite({ projectRoot: root, port: 0 });
}, 120_000);

afterAll(async () => {
  await site?.close();
  await closeDb();
  await testDb?.close();
  rmSync(root, { recursive: true, force: true });
});

async function get(path: string, method = "GET") {
  const response = await fetch(site.url + path, { method, redirect: "manual" });
  return {
    status: response.status,
    location: response.headers.get("location"),
    csp: response.headers.get("content-security-policy"),
    cache: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

describe(`store and town addresses on ${engine}`, () => {
  it("serves built pages as built", async () => {
    expect(await get(built.path)).toMatchObject({ status: 200, body: "<h1>built store page</h1>" });
    expect(await get(`${built.path}/`)).toMatchObject({ status: 200, body: "<h1>built store page</h1>" });
    expect(await get("/cities/grand-forks-nd")).toMatchObject({ status: 200, body: "<h1>built town page</h1>" });
  });

  it("moves an id address to the canonical one with a 301, query string kept", async () => {
    const query = "?redirect_status=succeeded&payment_intent=pi_123";
    const answer = await get(`/grocery-stores/${built.id}${query}`);
    expect(answer).toMatchObject({ status: 301, location: `${built.path}${query}`, body: "" });
    expect(answer.cache).toBe("public, max-age=3600");
    expect(answer.csp).toMatch(/script-src 'self'/);
    expect((await get(`/grocery-stores/${fresh.id}/`)).location).toBe(fresh.path);
    expect((await get(`/grocery-stores/${built.id.toUpperCase()}`)).location).toBe(built.path);
  });

  it("moves a bare slug and another spelling of the canonical address", async () => {
    expect(await get(`/grocery-stores/${fresh.slug}`)).toMatchObject({ status: 301, location: fresh.path });
    expect(await get(`/grocery-stores/GRAND-FORKS-ND/${fresh.slug.toUpperCase()}`)).toMatchObject({
      status: 301,
      location: fresh.path,
    });
    expect(await get("/cities/MINOT-ND")).toMatchObject({ status: 301, location: "/cities/minot-nd" });
  });

  it("serves a store or town added since the build with its shell, at its own address, with a 200", async () => {
    for (const path of [fresh.path, `${fresh.path}/`]) {
      const answer = await get(path);
      expect(answer, path).toMatchObject({ status: 200, body: "<h1>store shell</h1>", location: null });
      expect(answer.csp, path).toBe(PAGE_CSP);
      expect(answer.cache, path).toBe("public, max-age=0, must-revalidate");
    }
    expect(await get("/cities/minot-nd")).toMatchObject({ status: 200, body: "<h1>town shell</h1>" });
  });

  it.each([
    `/grocery-stores/${UNKNOWN_ID}`,
    () => `/grocery-stores/${deletedId}`,
    "/grocery-stores/grand-forks-nd/never-existed",
    "/grocery-stores/atlantis-zz/never-existed",
    "/grocery-stores/no-such-store",
    "/grocery-stores/bad%E0%A4%A",
    "/grocery-stores/a/b/c",
    "/cities/atlantis-zz",
    "/cities/%E0%A4%A",
    "/cities/grand-forks-nd/extra",
  ])("answers %s with the 404 page and a 404", async (path) => {
    const answer = await get(typeof path === "function" ? path() : path);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe("<h1>Page Not Found</h1>");
    expect(answer.csp).toBe(PAGE_CSP);
  });

  it.each([() => gone.path, () => `/grocery-stores/${gone.id}`])(
    "answers %s, a store closed for good past its closed page's time, with 410 and the closed page",
    async (path) => {
      const answer = await get(path());
      expect(answer.status).toBe(410);
      expect(answer.body).toBe("<h1>This Store Has Closed</h1>");
      expect(answer.csp).toBe(PAGE_CSP);
    },
  );

  it("serves a store closed within its closed page's time like any store (its built page says so)", async () => {
    // Not built in this fake build: the shell, as for a store the last build did not see yet.
    expect((await get(closedRecently.path)).status).toBe(200);
  });

  it("answers HEAD like GET", async () => {
    expect((await get(`/grocery-stores/${built.id}`, "HEAD")).status).toBe(301);
    expect((await get(`/grocery-stores/${UNKNOWN_ID}`, "HEAD")).status).toBe(404);
    expect((await get(fresh.path, "HEAD")).status).toBe(200);
  });
});

describe("the search page", () => {
  it("is itself at /search, and serves its noindex copy for any query at the same address", async () => {
    expect(await get("/search")).toMatchObject({ status: 200, body: "<h1>search, indexable</h1>" });
    for (const path of ["/search?q=mankato", "/search?q=", "/search?q=a&page=2"]) {
      expect(await get(path), path).toMatchObject({
        status: 200,
        body: "<h1>search results, noindex</h1>",
        location: null,
      });
    }
  });
});
