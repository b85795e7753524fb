// Reviews: one store's venue data and Google rating, and the bulk run, against the fake services
// (recorded Foursquare and Google answers, their 401/403, 429, 500 and a hang).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, groceryStores } from "../../db/schema.ts";
import status from "../../functions/admin-enrichment-status.ts";
import updateAll from "../../functions/admin-update-all-reviews.ts";
import updateReviews from "../../functions/admin-coffee-shops-update-reviews.ts";
import publicStore from "../../functions/grocery-stores-item.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { jobsIdle, runJob } from "../../src/enrichment/bulk-jobs.server.ts";
import { insertJob } from "../../src/enrichment/enrichment-queries.server.ts";
import { reviewSummary, verifiedVenue } from "../../src/stores/signals.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { startFakeEnrichmentServices, type FakeEnrichmentServices } from "../helpers/fake-enrichment-services.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let fake: FakeEnrichmentServices;
let cookie: string;
let prairieId: string;
let hilltopId: string;
let sampleId: string;

const path = (id: string) => `/api/admin/coffee-shops/${id}/update-reviews`;
const update = (id: string, options = asAdmin(cookie, { method: "POST" })) =>
  callFunction(updateReviews, path(id), { ...options, params: { id } });

function setKeys(keys: { foursquare?: string; google?: string }) {
  if (keys.foursquare) process.env.FOURSQUARE_API_KEY = keys.foursquare;
  else delete process.env.FOURSQUARE_API_KEY;
  if (keys.google) process.env.GOOGLE_PLACES_API_KEY = keys.google;
  else delete process.env.GOOGLE_PLACES_API_KEY;
  resetEnv();
}

const readStore = async (id: string) =>
  (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id)))[0]!;

beforeAll(async () => {
  fake = await startFakeEnrichmentServices();
  const city = await insertCity(testDb.db, { name: "Mankato", state: "MN", latitude: 44.1636, longitude: -93.9994 });
  const real = {
    isSample: false,
    latitude: 44.1635,
    longitude: -93.9993,
    foursquareId: null,
    foursquareMetadata: null,
  };
  prairieId = (await insertStore(testDb.db, city.id, { ...real, name: "Prairie Pantry", rating: null, reviewCount: 0 }))
    .id;
  hilltopId = (await insertStore(testDb.db, city.id, { ...real, name: "Hilltop Foods" })).id;
  sampleId = (await insertStore(testDb.db, city.id, { name: "Sample Street Market", isSample: true })).id;
  cookie = await adminCookie();
});

beforeEach(() => {
  fake.reset();
  setKeys({ foursquare: "fsq3-test-key", google: "AIza-test-key" });
});

afterAll(async () => {
  await jobsIdle();
  setKeys({});
  await fake?.close();
});

describe(`update one store's reviews on ${engine}`, () => {
  it("is for admins only", async () => {
    const anonymous = await update(prairieId, { method: "POST" });
    expect(anonymous.status).toBe(401);
    const crossSite = await update(
      prairieId,
      asAdmin(cookie, { method: "POST", headers: { origin: "https://evil.example" } }),
    );
    expect(crossSite.status).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  it("says what to configure when no review service has a key, and asks nobody", async () => {
    setKeys({});
    const response = await update(prairieId);
    expect(response.status).toBe(503);
    expect(response.body.error.message).toMatch(/FOURSQUARE_API_KEY.*GOOGLE_PLACES_API_KEY/);
    const report = await callFunction(status, "/api/admin/enrichment/status", asAdmin(cookie));
    expect(report.body.reviews).toMatchObject({ foursquare: false, google: false, storeCount: 2 });
    expect(report.body.reviews.notConfigured).toMatch(/FOURSQUARE_API_KEY/);
    expect(fake.requests).toHaveLength(0);
  });

  it("stores the venue data, both ratings and the confirmation source", async () => {
    const response = await update(prairieId);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      "Reviews updated for Prairie Pantry: Foursquare 4.2 from 41 ratings; Google 4.6 from 128 reviews.",
    );
    const row = await readStore(prairieId);
    expect(row).toMatchObject({
      foursquareId: "4b8c3f2ef964a520b6c532e3",
      rating: 4.2,
      reviewCount: 41,
      googlePlaceId: "ChIJN1t_tDeuEmsRUsoyG83frY4",
      googleRating: 4.6,
      googleReviewCount: 128,
      confirmedBy: "import:Foursquare venue data",
    });
    const audit = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, prairieId), eq(auditLog.action, "store.reviews.update")));
    expect(audit).toHaveLength(1);

    // The store page's rules read what was stored: verified venue data, one count with its source.
    const json = (
      await callFunction(publicStore, `/api/grocery-stores/${prairieId}`, { params: { identifier: prairieId } })
    ).body;
    const venue = verifiedVenue(json);
    expect(venue).toMatchObject({
      totalRatings: 41,
      totalPhotos: 23,
      totalTips: 9,
      categories: ["Grocery Store / Supermarket", "Organic Grocery"],
    });
    expect(venue.tips).toHaveLength(2);
    expect(venue.social).toEqual({ facebook: "108812345678901", instagram: "prairiepantry", twitter: "prairiepantry" });
    expect(reviewSummary(json)).toEqual({ rating: 4.2, count: 41, source: "Foursquare venue data" });

    // The keys went to their own services only, with the fields we store.
    const fsq = fake.requests.filter((r) => r.url.startsWith("/foursquare/"));
    expect(fsq.map((r) => r.headers.authorization)).toEqual(["fsq3-test-key", "fsq3-test-key"]);
    expect(fsq[0]!.url).toContain("ll=44.1635%2C-93.9993");
    const google = fake.requests.find((r) => r.url.startsWith("/google/"))!;
    expect(google.headers["x-goog-api-key"]).toBe("AIza-test-key");
    expect(google.headers["x-goog-fieldmask"]).toContain("places.userRatingCount");
    expect(JSON.parse(google.body).textQuery).toMatch(/^Prairie Pantry, /);
  });

  it("uses Google alone when only its key is set", async () => {
    setKeys({ google: "AIza-test-key" });
    const response = await update(prairieId);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("Reviews updated for Prairie Pantry: Google 4.6 from 128 reviews.");
    expect(fake.requests.every((r) => r.url.startsWith("/google/"))).toBe(true);
  });

  it("changes nothing when no venue has the store's name", async () => {
    const before = await readStore(hilltopId);
    const response = await update(hilltopId);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      'No venue matching "Hilltop Foods" was found near Mankato, MN; nothing changed.',
    );
    expect(await readStore(hilltopId)).toEqual(before);
  });

  it.each([
    ["not-a-store-id", 404],
    ["00000000-0000-4000-8000-000000000000", 404],
  ])("answers %s with %i", async (id, code) => {
    expect((await update(id)).status).toBe(code);
  });

  it("refuses the made-up sample listings", async () => {
    const response = await update(sampleId);
    expect(response.status).toBe(409);
    expect(fake.requests).toHaveLength(0);
  });

  it("keeps what one service gave when the other refuses the key", async () => {
    fake.setMode("foursquare", "unauthorized");
    const response = await update(prairieId);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      "Reviews updated for Prairie Pantry: Google 4.6 from 128 reviews. Foursquare refused the request (401). Check FOURSQUARE_API_KEY.",
    );
  });

  it.each([
    ["rate_limited", /Foursquare is limiting requests \(429\).*Google Places is limiting requests \(429\)/],
    ["server_error", /Foursquare is having problems \(500\).*Google Places is having problems \(500\)/],
    [
      "unauthorized",
      /Check FOURSQUARE_API_KEY.*Google Places refused the request \(403\)\. Check GOOGLE_PLACES_API_KEY/,
    ],
  ] as const)("fails with 502 when every service fails (%s)", async (mode, message) => {
    const before = await readStore(prairieId);
    fake.setMode("foursquare", mode);
    fake.setMode("google", mode);
    const response = await update(prairieId);
    expect(response.status).toBe(502);
    expect(response.body.error.message).toMatch(/^Failed to update reviews: /);
    expect(response.body.error.message).toMatch(message);
    expect(await readStore(prairieId)).toEqual(before);
  });

  it("gives up on a service that hangs", async () => {
    setKeys({ foursquare: "fsq3-test-key" });
    fake.setMode("foursquare", "hang");
    const response = await update(prairieId);
    expect(response.status).toBe(502);
    expect(response.body.error.message).toBe("Failed to update reviews: Foursquare did not answer in time.");
  });
});

describe(`update all reviews on ${engine}`, () => {
  const startAll = (options = asAdmin(cookie, { method: "POST" })) =>
    callFunction(updateAll, "/api/admin/update-all-reviews", options);
  const latest = async () =>
    (await callFunction(status, "/api/admin/enrichment/status", asAdmin(cookie))).body.reviews.job;

  it("is for admins only, and needs a key", async () => {
    expect((await startAll({ method: "POST" })).status).toBe(401);
    setKeys({});
    const response = await startAll();
    expect(response.status).toBe(503);
    expect(response.body.error.message).toMatch(/GOOGLE_PLACES_API_KEY/);
  });

  it("runs in the background over every real store, one running at a time", async () => {
    const started = await startAll();
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ kind: "reviews", status: "running", total: 2, processed: 0, successful: 0 });
    const again = await startAll();
    expect(again.status).toBe(409);
    await jobsIdle();
    expect(await latest()).toMatchObject({
      id: started.body.id,
      status: "finished",
      processed: 2,
      successful: 1,
      failed: 1,
    });
    const searches = fake.requests.filter((r) => r.url.startsWith("/foursquare/v3/places/search"));
    expect(searches).toHaveLength(2);
    // 500 ms between stores.
    expect(searches[1]!.at - searches[0]!.at).toBeGreaterThanOrEqual(490);
  });

  it("stops when every service refuses the key, with the reason", async () => {
    fake.setMode("foursquare", "unauthorized");
    fake.setMode("google", "unauthorized");
    expect((await startAll()).status).toBe(202);
    await jobsIdle();
    const job = await latest();
    expect(job).toMatchObject({ status: "failed", processed: 1, successful: 0, failed: 1 });
    expect(job.lastError).toMatch(/Check FOURSQUARE_API_KEY/);
  });

  it("stops at its time limit and says so", async () => {
    const job = (await insertJob(testDb.db, "reviews", 2))!;
    await runJob(testDb.db, job.id, 600, 300);
    const stopped = await latest();
    expect(stopped).toMatchObject({ id: job.id, status: "finished", processed: 1 });
    expect(stopped.lastError).toMatch(/^Stopped after 0 minutes .*run it again for the rest\.$/);
  });
});
