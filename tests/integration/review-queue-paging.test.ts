// The review queue at national scale (issue #46 item 2, ADR 063): more than 200 stores waiting are all
// reachable page by page, sorted by age, town or confidence, filtered by state, town, reason and
// confidence band, with the count per filter value.
import { beforeAll, describe, expect, it } from "vitest";
import { groceryStores } from "../../db/schema.ts";
import { makeStore } from "../../db/seed/factories.ts";
import { makeRng } from "../../db/seed/random.ts";
import queueFn from "../../functions/admin-new-listings.ts";
import statsFn from "../../functions/admin-stats.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { insertCity } from "../helpers/test-data.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let cookie: string;

const CONVENIENCE = 'convenience store (store type "Convenience Store"), but the name says groceries';
const LEGAL = "the name is only a company's legal name";

const queue = (search = "") => callFunction(queueFn, `/api/admin/new-listings${search}`, asAdmin(cookie));
const facet = (body: { facets: Record<string, { value: string; count: number }[]> }, name: string, value: string) =>
  body.facets[name]!.find((f) => f.value === value)?.count;

beforeAll(async () => {
  cookie = await adminCookie();
  const rng = makeRng(46, "review-queue-paging");
  const hilo = await insertCity(testDb.db, { name: "Hilo", state: "HI" });
  const kona = await insertCity(testDb.db, { name: "Kailua-Kona", state: "HI" });
  const ames = await insertCity(testDb.db, { name: "Ames", state: "IA" });
  const start = Date.UTC(2026, 0, 1);
  const rows = [];
  // 250 imported stores waiting: 150 in Hilo (convenience), 60 in Kona (legal name), 40 in Ames
  // (convenience, placed by the source itself: higher confidence). One form listing flagged as spam.
  for (let i = 0; i < 250; i++) {
    const [city, reason] = i < 150 ? [hilo, CONVENIENCE] : i < 210 ? [kona, LEGAL] : [ames, CONVENIENCE];
    rows.push(
      makeStore(rng, city, {
        name: `Queue Store ${String(i).padStart(3, "0")}`,
        slug: `queue-store-${i}`,
        reviewStatus: "pending",
        reviewReason: reason,
        dataSource: "usda-snap",
        confirmedBy: "import:USDA SNAP",
        coordinatesPrecision: city === ames ? "address" : "zip",
        createdAt: new Date(start + i * 60_000),
      }),
    );
  }
  rows.push(
    makeStore(rng, hilo, {
      name: "Cheap Pills Online",
      slug: "cheap-pills-online",
      reviewStatus: "pending",
      spamReasons: ["spam words in the name"],
      createdAt: new Date(start - 60_000),
    }),
  );
  await testDb.db.insert(groceryStores).values(rows);
});

describe(`the review queue's pages, sorts and filters on ${engine}`, () => {
  it("pages past 200: every waiting store is on exactly one page", async () => {
    const seen = new Set<string>();
    let matching = 0;
    for (let page = 1; page <= 6; page++) {
      const { status, body } = await queue(`?page=${page}&pageSize=50`);
      expect(status).toBe(200);
      expect(body.total).toBe(251);
      matching = body.matching;
      for (const item of body.items) seen.add(item.name);
      if (page < 6) expect(body.items).toHaveLength(50);
    }
    expect(matching).toBe(251);
    expect(seen.size).toBe(251);
    // Oldest first by default, likely spam last.
    const first = (await queue("?pageSize=2")).body.items.map((i: { name: string }) => i.name);
    expect(first).toEqual(["Queue Store 000", "Queue Store 001"]);
    const last = (await queue("?page=6&pageSize=50")).body.items.at(-1).name;
    expect(last).toBe("Cheap Pills Online");
  });

  it("filters by state, town, reason and band, with a count per filter value", async () => {
    const all = (await queue()).body;
    expect(facet(all, "state", "HI")).toBe(211);
    expect(facet(all, "state", "IA")).toBe(40);
    expect(facet(all, "reason", LEGAL)).toBe(60);
    expect(facet(all, "reason", "form")).toBe(1);
    expect(all.facets.town.map((t: { label: string }) => t.label)).toEqual(["Hilo, HI", "Kailua-Kona, HI", "Ames, IA"]);

    const hawaiiConvenience = (await queue(`?state=HI&reason=${encodeURIComponent(CONVENIENCE)}`)).body;
    expect(hawaiiConvenience.matching).toBe(150);
    expect(hawaiiConvenience.total).toBe(251);
    // A facet's counts apply the other filters, not its own: Iowa still shows what choosing it gives.
    expect(facet(hawaiiConvenience, "state", "IA")).toBe(40);
    expect(facet(hawaiiConvenience, "reason", LEGAL)).toBe(60);

    const kona = all.facets.town.find((t: { label: string }) => t.label === "Kailua-Kona, HI").value;
    expect((await queue(`?town=${kona}`)).body.matching).toBe(60);

    expect(facet(all, "band", "medium")).toBe(250);
    expect(facet(all, "band", "low")).toBe(1);
    const low = (await queue("?band=low")).body;
    expect(low.items.map((i: { name: string }) => i.name)).toEqual(["Cheap Pills Online"]);
  });

  it("sorts by confidence and by town", async () => {
    const byConfidence = (await queue("?sort=confidence&pageSize=3")).body.items;
    expect(byConfidence.map((i: { cityName: string }) => i.cityName)).toEqual(["Ames", "Ames", "Ames"]);
    expect(byConfidence[0].confidence).toBeGreaterThan((await queue("?pageSize=1")).body.items[0].confidence);
    const byTown = (await queue("?sort=town&pageSize=1")).body.items[0];
    expect(byTown).toMatchObject({ state: "HI", cityName: "Hilo" });
    const lastTown = (await queue("?sort=town&state=IA&pageSize=1")).body.items[0];
    expect(lastTown.cityName).toBe("Ames");
  });

  it("gives the stat cards every queue's waiting count (issue #46 item 5)", async () => {
    const { body } = await callFunction(statsFn, "/api/admin/stats", asAdmin(cookie));
    expect(body.waiting).toEqual({ newListings: 251, suggestions: 0, nameAddress: 0, claims: 0 });
  });

  it("answers a bad query with a 422 that names the problem", async () => {
    for (const search of [
      "?sort=price",
      "?page=0",
      "?pageSize=1000",
      "?band=certain",
      "?state=Hawaii",
      "?colour=red",
    ]) {
      const { status, body } = await queue(search);
      expect(status, search).toBe(422);
      expect(body.error.message, search).toBeTruthy();
    }
  });
});
