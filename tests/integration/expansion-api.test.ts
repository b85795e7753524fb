// The expansion calls against a fake Overpass server with recorded-shape answers: admin only, bad
// input, a happy run over five areas (chains out, a banner kept, a duplicate updated), and the
// upstream failures (429, 504, a hang) that end a run as failed with the area left for the next.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expansionExclusions, groceryStores } from "../../db/schema.ts";
import run from "../../functions/admin-expansion-run.ts";
import stats from "../../functions/admin-expansion-stats.ts";
import AREAS from "../../src/imports/expansion/areas.json" with { type: "json" };
import { expansionIdle } from "../../src/imports/expansion/queue-run.server.ts";
import { adminCookie, asAdmin, SAME_ORIGIN } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { QUERY_TIMED_OUT } from "../helpers/fake-overpass.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { useFakeOverpass } from "../helpers/use-fake-overpass.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
const fake = useFakeOverpass({ timeoutSeconds: 1 });
let cookie: string;
let existingId: string;

const post = (body: unknown, options = {}) =>
  callFunction(run, "/api/admin/expansion/run", asAdmin(cookie, { method: "POST", body, ...options }));
const getStats = () => callFunction(stats, "/api/admin/expansion/stats", asAdmin(cookie));

beforeAll(async () => {
  const juneau = await insertCity(testDb.db, {
    name: "Juneau",
    state: "AK",
    latitude: 58.30194,
    longitude: -134.41972,
  });
  // Listed on the site before OSM knew it: the expansion must update it, not add a second.
  existingId = (
    await insertStore(testDb.db, juneau.id, {
      name: "Alaska Seafood and Meat Company",
      address: "9 Willoughby Ave",
      zipCode: "99801",
      phone: null,
      website: null,
      latitude: 58.3025,
      longitude: -134.4192,
    })
  ).id;
  cookie = await adminCookie();
});

describe(`expansion API on ${engine}`, () => {
  it("is for the admin only", async () => {
    const anonymousStats = await callFunction(stats, "/api/admin/expansion/stats");
    const anonymousRun = await callFunction(run, "/api/admin/expansion/run", {
      method: "POST",
      body: { areasToProcess: 5 },
      headers: SAME_ORIGIN,
    });
    expect([anonymousStats.status, anonymousRun.status]).toEqual([401, 401]);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses a bad request with a 400 and a useful message", async () => {
    for (const body of [{ areasToProcess: 7 }, { areasToProcess: "10" }, { areasToProcess: 10.0001 }, [5], "5"]) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await post({ areasToProcess: 7 })).body.error.message).toBe("areasToProcess must be 5, 10, 25 or 50.");
    expect((await post({ areasToProcess: 5, force: true })).body.error.message).toBe('Unknown field "force".');
    expect((await post("{", { headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await post("x", { headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect(fake.requests).toHaveLength(0);
  });

  it("answers the spec's stats before any run", async () => {
    const response = await getStats();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      completionPercentage: 0,
      scrapedAreas: 0,
      totalMetroAreas: 321,
      remainingAreas: 321,
      totalGroceryStores: 1,
      run: null,
    });
  });

  it("runs five areas: independents added, the duplicate updated, chains out with reasons, the banner kept", async () => {
    fake.delay(100);
    const started = await post({ areasToProcess: 5 });
    expect(started.status).toBe(202);
    expect(started.body.run).toMatchObject({ status: "running", areasToProcess: 5, areasProcessed: 0 });
    // One run at a time.
    const second = await post({});
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe("An expansion run is already in progress.");
    await expansionIdle();
    fake.delay(0);

    const { body } = await getStats();
    expect(body).toMatchObject({
      completionPercentage: 1.6,
      scrapedAreas: 5,
      totalMetroAreas: 321,
      remainingAreas: 316,
      totalGroceryStores: 7,
    });
    expect(body.run).toMatchObject({
      status: "completed",
      areasProcessed: 5,
      storesFound: 12,
      storesAdded: 6,
      storesUpdated: 1,
      chainsSkipped: 3,
      rejected: 1,
      error: null,
    });
    // One query per area, one at a time, each naming the product.
    expect(fake.requests.map((r) => r.area)).toEqual([
      "Juneau|AK",
      "Fairbanks|AK",
      "Eagle River|AK",
      "Sitka|AK",
      "Ketchikan|AK",
    ]);
    expect(fake.requests.every((r) => r.userAgent?.startsWith("SmallTownGrocers/1.0 ("))).toBe(true);

    const stores = await testDb.db.select().from(groceryStores);
    expect(stores.map((s) => s.name).sort()).toEqual([
      "Alaska Seafood and Meat Company",
      "Chena Valley Market",
      "Golden Heart Deli",
      "Harbor Street Grocery",
      "Mendenhall IGA",
      "Sitka Greengrocer",
      "Tongass Trading General Store",
    ]);
    const existing = stores.find((s) => s.id === existingId)!;
    // Found again: tied to its OSM node, its missing phone filled in, its name kept.
    expect(existing).toMatchObject({ osmId: "node/9100000005", phone: "(907) 555-0187", dataSource: null });
    expect(existing.confirmedBy).toBe("import:OpenStreetMap");
    const iga = stores.find((s) => s.name === "Mendenhall IGA")!;
    expect(iga).toMatchObject({ banner: "IGA", dataSource: "osm", osmId: "way/9100000003", zipCode: "99801" });
    const deli = stores.find((s) => s.name === "Golden Heart Deli")!;
    expect(deli.address).toBe("401 2nd Avenue, Suite 3");

    const excluded = await testDb.db
      .select({
        name: expansionExclusions.name,
        decision: expansionExclusions.decision,
        reason: expansionExclusions.reason,
      })
      .from(expansionExclusions)
      .orderBy(expansionExclusions.osmId);
    expect(excluded).toEqual([
      { name: "Fred Meyer", decision: "chain", reason: 'brand "Fred Meyer" (name-suggestion-index, Q5495932)' },
      // The shop tag decides first, as USDA's store type does (ADR 035).
      { name: "Glacier Corner Store", decision: "rejected", reason: "convenience store (shop=convenience)" },
      { name: "NORTHERN FOODS #L-00331", decision: "chain", reason: 'store number "#L-00331" in the name' },
      { name: "Safeway", decision: "chain", reason: 'brand "Safeway" (name-suggestion-index, Q1508234)' },
    ]);
  });

  it.each([
    ["429", "Overpass API answered 429 (rate limited), 4 times"],
    ["504", "Overpass API answered 504 (server busy), 4 times"],
    ["hang", "Overpass API did not answer within 1 s"],
    ["remark", `Overpass API: ${QUERY_TIMED_OUT}`],
  ] as const)(
    "ends the run as failed when Overpass keeps answering %s, leaving the area for the next run",
    async (failure, message) => {
      const before = fake.requests.length;
      const once = failure === "hang" || failure === "remark";
      fake.fail(failure, once ? 1 : 4);
      expect((await post({ areasToProcess: 5 })).status).toBe(202);
      await expansionIdle();
      const { body } = await getStats();
      expect(body.scrapedAreas).toBe(5);
      expect(body.run).toMatchObject({ status: "failed", areasProcessed: 0, storesAdded: 0 });
      // The sixth area of the list, the first the happy run left.
      expect(body.run.error).toBe(`${AREAS[5]!.name}, ${AREAS[5]!.state}: ${message}`);
      // Backoff: every try at the same area; a hang or a timed-out query is not retried within the run.
      const tries = fake.requests.slice(before);
      expect(tries).toHaveLength(once ? 1 : 4);
      expect(new Set(tries.map((r) => r.query)).size).toBe(1);
    },
  );

  it("rides out a single 429 with backoff and goes on where the last run stopped", async () => {
    const before = fake.requests.length;
    fake.fail("429", 1);
    expect((await post({ areasToProcess: 5 })).status).toBe(202);
    await expansionIdle();
    const { body } = await getStats();
    expect(body.run).toMatchObject({ status: "completed", areasProcessed: 5 });
    expect(body.scrapedAreas).toBe(10);
    const tries = fake.requests.slice(before);
    expect(tries.map((r) => r.answered)).toEqual([429, 200, 200, 200, 200, 200]);
    expect(tries[0]!.query).toBe(tries[1]!.query);
    const [count] = await testDb.db.select({ n: sql<number>`count(*)::int` }).from(groceryStores);
    expect(count!.n).toBe(7);
    expect(await testDb.db.select().from(groceryStores).where(eq(groceryStores.osmId, "node/9100000001"))).toHaveLength(
      1,
    );
  });
});
