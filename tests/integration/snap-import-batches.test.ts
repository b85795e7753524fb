// The SNAP import writes in transactions of 1,000 rows (ADR 035, Scale): towns created a batch at a
// time, stores inserted and updated in multi-row statements. Every row of a file larger than a
// batch is written once, in its own town; a failure in a later batch leaves the earlier batches
// whole and nothing of the failed one, not even the towns it created.
import { createRequire } from "node:module";
import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cities, groceryStores } from "../../db/schema.ts";
import { importSnapPlan } from "../../src/imports/snap/import-snap.server.ts";
import { planSnapFile } from "../../src/imports/snap/plan.server.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

const HEADER =
  "Record ID,Store Name,Store Type,Street Number,Street Name,Additional Address,City,State,Zip Code,Zip4,County,Latitude,Longitude,Authorization Date,End Date";

const zips = Object.values(
  createRequire(import.meta.url)("zipcodes").codes as Record<string, { zip: string; state: string; country: string }>,
)
  .filter((z) => z.country === "US" && /^[A-Z]{2}$/.test(z.state))
  .slice(0, 400);

/** A made-up word per number ('zqab'), so no two stores share a name and none is a brand. */
const word = (n: number) => {
  let text = "";
  for (let i = n; ; i = Math.floor(i / 26) - 1) {
    text = String.fromCharCode(97 + (i % 26)) + text;
    if (i < 26) break;
  }
  return `Zq${text}`;
};

/** `rows` independent grocery stores, each its own USDA record, spread over 400 ZIP codes. */
function file(prefix: string, rows: number, firstRecord: number): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const zip = zips[i % zips.length]!;
    lines.push(
      `${firstRecord + i},${prefix} ${word(i)} Grocery,Small Grocery Store,${i + 1},Main St,,,${zip.state},${zip.zip},,,,,2020-01-0${1 + (i % 9)},`,
    );
  }
  return lines.join("\r\n");
}

let testDb: TestDb;
const storesNamed = async (prefix: string) =>
  (
    await testDb.db
      .select({ n: count() })
      .from(groceryStores)
      .where(like(groceryStores.name, `${prefix} %`))
  )[0]!.n;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.close();
});

describe(`SNAP import in batches on ${engine}`, () => {
  it("writes every row of a file of several batches once, in its town, and finds them all again", async () => {
    const plan = planSnapFile(file("Alpha", 2_500, 1_000_000), { scope: "all" });
    expect(plan.rows.filter((row) => row.decision === "independent")).toHaveLength(2_500);
    const result = await importSnapPlan(testDb.db, plan);
    expect(result).toMatchObject({ added: 2_500, updated: 0 });
    expect(await storesNamed("Alpha")).toBe(2_500);
    // One town per ZIP code's place, each made once, and every store in its row's town.
    const towns = new Set(plan.rows.map((row) => `${row.town!.name.toLowerCase()}|${row.town!.state}`));
    expect((await testDb.db.select({ n: count() }).from(cities))[0]!.n).toBe(towns.size);
    const stored = await testDb.db
      .select({ record: groceryStores.snapRecordId, town: cities.name, state: cities.state })
      .from(groceryStores)
      .innerJoin(cities, eq(cities.id, groceryStores.cityId));
    const byRecord = new Map(stored.map((s) => [s.record, `${s.town}|${s.state}`]));
    for (const row of plan.rows) expect(byRecord.get(row.record)).toBe(`${row.town!.name}|${row.town!.state}`);

    const again = await importSnapPlan(testDb.db, planSnapFile(file("Alpha", 2_500, 1_000_000), { scope: "all" }));
    expect(again).toMatchObject({ added: 0, updated: 2_500 });
    expect(await storesNamed("Alpha")).toBe(2_500);
  });

  it("confirms SNAP as of the date USDA's data is as of, not the day of the import; today only without one", async () => {
    const confirmedOn = async (prefix: string) =>
      new Set(
        (
          await testDb.db
            .select({ on: groceryStores.snapConfirmedOn })
            .from(groceryStores)
            .where(like(groceryStores.name, `${prefix} %`))
        ).map((s) => s.on),
      );
    const importDay = new Date("2031-02-03T12:00:00Z");
    // Added above as of the file's newest authorisation (2020-01-09); found again as of --as-of.
    expect(await confirmedOn("Alpha")).toEqual(new Set(["2020-01-09"]));
    const asOf = planSnapFile(file("Alpha", 2_500, 1_000_000), { scope: "all", asOf: "2025-06-30" });
    expect(await importSnapPlan(testDb.db, asOf, importDay)).toMatchObject({ updated: 2_500 });
    expect(await confirmedOn("Alpha")).toEqual(new Set(["2025-06-30"]));
    // A file with no date anywhere: the import's day is all there is.
    const undated = planSnapFile(file("Gamma", 20, 3_000_000).replace(/,2020-01-0\d,/g, ",,"), { scope: "all" });
    expect(undated.sourceDate).toBeNull();
    expect(await importSnapPlan(testDb.db, undated, importDay)).toMatchObject({ added: 20 });
    expect(await confirmedOn("Gamma")).toEqual(new Set(["2031-02-03"]));
  });

  it("a failure in the second batch keeps the first whole and nothing of the second", async () => {
    const plan = planSnapFile(file("Beta", 2_500, 2_000_000), { scope: "all" });
    // The second batch's rows get towns of their own; one of them breaks the towns' state check.
    plan.rows.forEach((row, i) => {
      if (i >= 1_000) row.town = { name: `Betatown ${i}`, state: "IA", latitude: null, longitude: null };
    });
    plan.rows[1_700]!.town = { name: "Betatown broken", state: "Iowa", latitude: null, longitude: null };
    const townsBefore = (await testDb.db.select({ n: count() }).from(cities))[0]!.n;

    await expect(importSnapPlan(testDb.db, plan)).rejects.toThrow();

    expect(await storesNamed("Beta")).toBe(1_000);
    const written = await testDb.db
      .select({ record: groceryStores.snapRecordId })
      .from(groceryStores)
      .where(like(groceryStores.name, "Beta %"));
    expect(new Set(written.map((s) => s.record))).toEqual(new Set(plan.rows.slice(0, 1_000).map((r) => r.record)));
    expect(await testDb.db.select().from(cities).where(like(cities.name, "Betatown%"))).toEqual([]);
    // The first batch's towns were all known already (the first test made them).
    expect((await testDb.db.select({ n: count() }).from(cities))[0]!.n).toBe(townsBefore);
  });
});
