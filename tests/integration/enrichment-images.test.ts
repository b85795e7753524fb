// Store images: one store's image from its website (og:image, else a logo), and the bulk run,
// against fake store websites, including redirects to private addresses, errors and a hang.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, groceryStores } from "../../db/schema.ts";
import status from "../../functions/admin-enrichment-status.ts";
import getImage from "../../functions/admin-grocery-stores-get-image.ts";
import updateAll from "../../functions/admin-update-all-images.ts";
import { jobsIdle } from "../../src/enrichment/bulk-jobs.server.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { startFakeEnrichmentServices, type FakeEnrichmentServices } from "../helpers/fake-enrichment-services.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let fake: FakeEnrichmentServices;
let cookie: string;
let cityId: number;
const ids: Record<string, string> = {};

const fetchImage = (id: string, options = asAdmin(cookie, { method: "POST" })) =>
  callFunction(getImage, `/api/admin/grocery-stores/${id}/get-image`, { ...options, params: { id } });
const readStore = async (id: string) =>
  (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id)))[0]!;
const report = async () => (await callFunction(status, "/api/admin/enrichment/status", asAdmin(cookie))).body;

async function addStore(key: string, website: string | null, imageUrl: string | null = null) {
  ids[key] = (await insertStore(testDb.db, cityId, { name: `Store ${key}`, isSample: false, website, imageUrl })).id;
}

beforeAll(async () => {
  fake = await startFakeEnrichmentServices();
  cityId = (await insertCity(testDb.db, { name: "Mankato", state: "MN" })).id;
  for (const site of ["prairie", "logo-only", "no-image", "broken-image", "private-image", "to-metadata", "error"]) {
    await addStore(site, fake.site(site));
  }
  await addStore("no-website", null);
  await addStore("has-image", fake.site("prairie"), "https://cdn.example.com/already.jpg");
  await insertStore(testDb.db, cityId, {
    name: "Made-up Market",
    isSample: true,
    website: fake.site("prairie"),
    imageUrl: null,
  });
  cookie = await adminCookie();
});

beforeEach(() => fake.reset());

afterAll(async () => {
  await jobsIdle();
  await fake?.close();
});

describe(`get one store's image on ${engine}`, () => {
  it("is for admins only, from this site only", async () => {
    expect((await fetchImage(ids.prairie!, { method: "POST" })).status).toBe(401);
    const crossSite = asAdmin(cookie, { method: "POST", headers: { origin: "https://evil.example" } });
    expect((await fetchImage(ids.prairie!, crossSite)).status).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  it("takes the website's og:image, checks it is an image, and records the change", async () => {
    const response = await fetchImage(ids.prairie!);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ imageUrl: `${fake.origin}/images/storefront.png?v=3&w=1200` });
    expect((await readStore(ids.prairie!)).imageUrl).toBe(response.body.imageUrl);
    expect(fake.requests.map((r) => r.url)).toEqual(["/sites/prairie/", "/images/storefront.png?v=3&w=1200"]);
    const audit = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ids.prairie!), eq(auditLog.action, "store.image.discover")));
    expect(audit).toHaveLength(1);
  });

  it("falls back to a logo", async () => {
    const response = await fetchImage(ids["logo-only"]!);
    expect(response.body).toEqual({ imageUrl: `${fake.origin}/images/logo.png` });
  });

  it.each([
    ["no-image", 422, "Failed to scrape image: the store's website has no og:image or logo."],
    ["broken-image", 422, "Failed to scrape image: the images the store's website names could not be loaded."],
    ["private-image", 422, "Failed to scrape image: the images the store's website names could not be loaded."],
    ["no-website", 422, "Failed to scrape image: this store has no website to take an image from."],
    ["error", 502, "Failed to get image: the store's website answered 500."],
  ])("explains a store whose website gives no image (%s)", async (key, code, message) => {
    const before = await readStore(ids[key]!);
    const response = await fetchImage(ids[key]!);
    expect(response.status).toBe(code);
    expect(response.body.error.message).toBe(message);
    expect(await readStore(ids[key]!)).toEqual(before);
  });

  it("never follows a website's redirect to the cloud metadata address", async () => {
    const response = await fetchImage(ids["to-metadata"]!);
    expect(response.status).toBe(502);
    expect(response.body.error.message).toMatch(/^Failed to get image: .*169\.254\.169\.254 is not a public address/);
  });

  it("gives up on a website that never answers", async () => {
    const hanging = (
      await insertStore(testDb.db, cityId, { name: "Slow Store", isSample: false, website: fake.site("hang") })
    ).id;
    const response = await fetchImage(hanging);
    expect(response.status).toBe(502);
    expect(response.body.error.message).toMatch(/No complete answer within 10000 ms/);
    await testDb.db.delete(groceryStores).where(eq(groceryStores.id, hanging));
  });

  it.each([["not-an-id"], ["00000000-0000-4000-8000-000000000000"]])("answers 404 for %s", async (id) => {
    expect((await fetchImage(id)).status).toBe(404);
  });
});

describe(`update all images on ${engine}`, () => {
  it("is for admins only", async () => {
    expect((await callFunction(updateAll, "/api/admin/update-images", { method: "POST" })).status).toBe(401);
  });

  it("counts the real stores with a website and no image, runs them 500 ms apart, and reports the results", async () => {
    // prairie and logo-only got images above; sample listings and stores without a website never count.
    const needing = ["no-image", "broken-image", "private-image", "to-metadata", "error"];
    expect((await report()).images).toMatchObject({ needingImages: needing.length, requestGapMs: 500, job: null });
    const started = await callFunction(updateAll, "/api/admin/update-images", asAdmin(cookie, { method: "POST" }));
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: "running", results: { total: 5, success: 0, failed: 0 } });
    const again = await callFunction(updateAll, "/api/admin/update-all-images", asAdmin(cookie, { method: "POST" }));
    expect(again.status).toBe(409);
    await jobsIdle();
    const after = await report();
    expect(after.images.job).toMatchObject({
      status: "finished",
      processed: 5,
      successful: 0,
      failed: 5,
      results: { total: 5, success: 0, failed: 5 },
    });
    expect(after.images.job.lastError).toMatch(/^Store [a-z-]+: Failed to (get|scrape) image: /);
    const pages = fake.requests.filter((r) => r.url.startsWith("/sites/"));
    expect(pages).toHaveLength(5);
    for (let i = 1; i < pages.length; i++) expect(pages[i]!.at - pages[i - 1]!.at).toBeGreaterThanOrEqual(490);
  });

  it("fills in images it finds", async () => {
    await testDb.db.update(groceryStores).set({ imageUrl: null }).where(eq(groceryStores.id, ids.prairie!));
    const started = await callFunction(updateAll, "/api/admin/update-all-images", asAdmin(cookie, { method: "POST" }));
    expect(started.body).toMatchObject({ total: 6, successful: 0, processed: 0 });
    await jobsIdle();
    expect((await report()).images).toMatchObject({ needingImages: 5, job: { successful: 1, processed: 6 } });
    expect((await readStore(ids.prairie!)).imageUrl).toBe(`${fake.origin}/images/storefront.png?v=3&w=1200`);
  });
});
