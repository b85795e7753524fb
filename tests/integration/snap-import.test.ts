// The USDA SNAP import on excerpts of the shared files: chains skipped, banners kept and marked,
// duplicates update instead of adding, a re-import adds nothing, and a dry run changes nothing.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { count, eq, isNotNull } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getStoreById } from "../../src/stores/stores-queries.server.ts";
import { cities, groceryStores } from "../../db/schema.ts";
import { importSnapPlan } from "../../src/imports/snap/import-snap.server.ts";
import { planSnapFile } from "../../src/imports/snap/plan.server.ts";
import { serializeStore } from "../../src/stores/serialize.server.ts";
import StoreProfile from "../../src/stores/StoreProfile.tsx";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

const run = promisify(execFile);
// The command starts its own Node and compiles TypeScript: slow on a loaded machine.
const CLI_TIMEOUT = 60_000;
const fixture = (name: string) => join(import.meta.dirname, "../fixtures/snap", name);
const LA = fixture("retailer-location-la-excerpt.csv");
const PA = fixture("store-locations-pa-excerpt.csv");
const HISTORICAL = fixture("historical-locator-constructed.csv");

let testDb: TestDb;
let listedId: string;

// The fixtures' towns are in Los Angeles and Pittsburgh: these tests take every town (ADR 035).
const importFile = (file: string) =>
  importSnapPlan(testDb.db, planSnapFile(readFileSync(file, "utf8"), { scope: "all" }));
const storeCount = async () => (await testDb.db.select({ n: count() }).from(groceryStores))[0]!.n;
const byName = (name: string) => testDb.db.select().from(groceryStores).where(eq(groceryStores.name, name));

/** The command a person runs, against this test's database. */
function cli(...args: string[]) {
  return run(
    join(import.meta.dirname, "../../node_modules/.bin/tsx"),
    ["scripts/import-snap.ts", "--scope", "all", ...args],
    {
      env: { ...process.env, DATABASE_URL: testDb.url },
    },
  );
}

beforeAll(async () => {
  testDb = await createTestDb();
  // A store its owner listed before any import: USDA's row for it must update it, not add a twin.
  const mankato = await insertCity(testDb.db, { name: "Mankato", state: "MN" });
  const listed = await insertStore(testDb.db, mankato.id, {
    name: "Prairie Pantry",
    address: "12 North Main Street",
    zipCode: "56001",
    phone: "(507) 555-0100",
    description: "Written by the owner.",
    acceptsSnap: false,
    isSample: false,
    confirmedBy: "lister",
  });
  listedId = listed.id;
});

afterAll(async () => {
  await testDb?.close();
});

describe(`USDA SNAP import on ${engine}`, () => {
  it(
    "a dry run writes one report line per row and changes nothing",
    async () => {
      const before = await storeCount();
      const out = join(mkdtempSync(join(tmpdir(), "snap-")), "report.csv");
      const { stdout } = await cli(LA, "--dry-run", "--report", out);
      expect(stdout).toMatch(/rows\s+35\b/);
      expect(stdout).toContain("nothing changed (dry run)");
      const report = readFileSync(out, "utf8").trim().split("\n");
      expect(report[0]).toBe("record,name,decision,reason,town,store_type");
      expect(report).toHaveLength(36);
      expect(report).toContain(
        `250221,Walmart 2886,chain,"brand ""Walmart"" (name-suggestion-index, Q62606411)","Pico Rivera, CA",Super Store`,
      );
      expect(report).toContain(
        `253280,Glatt Mart 1,independent,"no chain brand, banner or store number","Los Angeles, CA",Super Store`,
      );
      expect(report).toContain(
        `397670,Gatewood Liquor,rejected,"convenience store (store type ""Convenience Store"")","Lynwood, CA",Convenience Store`,
      );
      expect(report.filter((l) => l.split(",")[2] === "rejected")).toHaveLength(11);
      expect(report.filter((l) => l.split(",")[2] === "review")).toHaveLength(3);
      expect(stdout).toMatch(/review\s+3\n\s+3 {2}convenience store, but the name says groceries/);
      expect(await storeCount()).toBe(before);
    },
    CLI_TIMEOUT,
  );

  it(
    "leaves towns out of scope by default, saying why",
    async () => {
      const out = join(mkdtempSync(join(tmpdir(), "snap-")), "report.csv");
      const { stdout } = await run(
        join(import.meta.dirname, "../../node_modules/.bin/tsx"),
        ["scripts/import-snap.ts", LA, "--dry-run", "--report", out],
        { env: { ...process.env, DATABASE_URL: testDb.url } },
      );
      expect(stdout).toMatch(/out_of_scope\s+12\b/);
      const report = readFileSync(out, "utf8");
      expect(report).toMatch(
        /^253280,Glatt Mart 1,out_of_scope,"out of scope: ZIP 90035, RUCA 1, not in a small metro area",/m,
      );
    },
    CLI_TIMEOUT,
  );

  it("imports the retailer-location layout: independents in, chains out, one store per place", async () => {
    const result = await importFile(LA);
    // 9 independent rows, and 3 convenience stores with grocery names waiting for an admin.
    expect(result).toMatchObject({ added: 12, pending: 3, updated: 0 });
    expect(await byName("Walmart 2886")).toHaveLength(0);
    expect(await byName("Gatewood Liquor")).toHaveLength(0);
    const [glatt] = await byName("Glatt Mart 1");
    expect(glatt).toMatchObject({
      acceptsSnap: true,
      dataSource: "usda-snap",
      reviewStatus: "approved",
      reviewReason: null,
    });
    const [losAngeles] = await testDb.db.select().from(cities).where(eq(cities.id, glatt!.cityId));
    expect(losAngeles).toMatchObject({ name: "Los Angeles", state: "CA", slug: "los-angeles-ca" });
    const pending = await testDb.db.select().from(groceryStores).where(eq(groceryStores.reviewStatus, "pending"));
    expect(pending).toHaveLength(3);
    for (const store of pending) {
      expect(store).toMatchObject({
        dataSource: "usda-snap",
        reviewReason: 'convenience store (store type "Convenience Store"), but the name says groceries',
      });
      expect(store.sourceName).toBe(store.name);
    }
  });

  it("imports the old store-locations layout and marks licensed banners", async () => {
    const result = await importFile(PA);
    // Not "Steel Vape And Mart Inc": a smoke shop by its name (issue #45).
    expect(result).toMatchObject({ added: 11, updated: 0 });
    const [iga] = await byName("Las Palmas Iga 2");
    expect(iga).toMatchObject({ banner: "IGA", acceptsSnap: true, snapRecordId: null });
    const [quoted] = await byName("Super Stop Convenience Store, Inc.");
    expect(quoted).toMatchObject({ address: "430 Kenmawr Ave", zipCode: "15104" });
    expect(await byName("Verona Giant Eagle")).toHaveLength(0);
  });

  it(
    "imports the historical layout through the command, updating the stores it matches",
    async () => {
      const before = await storeCount();
      const { stdout } = await cli(HISTORICAL);
      expect(stdout).toMatch(/added\s+4\b/);
      expect(stdout).toMatch(/updated\s+2\b/);
      expect(stdout).toMatch(/rejected\s+6\b/);
      expect(stdout).toContain('9000005 "BOX GROCERY": PO box, no street address ("PO BOX 44")');
      expect(await storeCount()).toBe(before + 4);

      // K & G Supermart came from the PA file; USDA's historical row for it adds the authorisation date.
      const [kg, ...kgTwins] = await byName("K & G Supermart");
      expect(kgTwins).toHaveLength(0);
      expect(kg).toMatchObject({ snapAuthorizedOn: "2005-04-13", snapRecordId: "9000001" });

      // The owner's listing is kept as written and gains SNAP.
      const listed = (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, listedId)))[0]!;
      expect(listed).toMatchObject({
        name: "Prairie Pantry",
        description: "Written by the owner.",
        phone: "(507) 555-0100",
        acceptsSnap: true,
        snapAuthorizedOn: "2019-06-30",
        dataSource: null,
        // Only a person confirms (ADR 036): the lister's confirmation stays; USDA's date is recorded.
        confirmedBy: "lister",
        sourceDataDate: "2019-06-30",
        // USDA's point replaces the ZIP centroid the listing form gave it (ADR 022).
        latitude: 44.1636,
        longitude: -93.9994,
        coordinatesPrecision: "address",
      });

      const [smith] = await byName("Smith, Jones & Sons Grocery");
      // Zero coordinates are no place: the ZIP code's centre stands in, as for a listing.
      expect(smith).toMatchObject({
        address: "12 N Main St, Ste 4",
        zipCode: "52043",
        latitude: 42.8496,
        coordinatesPrecision: "zip",
      });
      // USDA's own point is the store's own (ADR 022).
      expect(kg).toMatchObject({ coordinatesPrecision: "address" });
      expect(await byName("Elkader Piggly Wiggly")).toEqual([expect.objectContaining({ banner: "Piggly Wiggly" })]);
      expect(await byName("Elkader Food Center")).toEqual([expect.objectContaining({ zipCode: "02043" })]);
      expect(await byName("Old Town Market")).toHaveLength(0);
      expect(await byName("Kroger #L-00331")).toHaveLength(0);
    },
    CLI_TIMEOUT,
  );

  it("a second import of every file adds nothing", async () => {
    const before = await storeCount();
    for (const file of [LA, PA, HISTORICAL]) expect((await importFile(file)).added).toBe(0);
    expect(await storeCount()).toBe(before);
    const imported = await testDb.db
      .select({ n: count() })
      .from(groceryStores)
      .where(isNotNull(groceryStores.snapConfirmedOn));
    expect(imported[0]!.n).toBe(before);
  });

  it("an ended authorisation switches SNAP off on the store holding that record only", async () => {
    const header =
      "Record ID,Store Name,Store Type,Street Number,Street Name,Additional Address,City,State,Zip Code,Zip4,County,Latitude,Longitude,Authorization Date,End Date";
    const file = [
      header,
      // K & G's record ended and no new one: SNAP off.
      "9000001,K & G SUPERMART,Grocery Store,1043,HAMIL ROAD,,VERONA,PA,15147,,ALLEGHENY,40.502525,-79.812576,04/13/2005,10/01/2026",
      // Sunrise Market's old record ended, and it is authorised again under a new one: SNAP stays on.
      '9000009,SUNRISE MARKET,Convenience Store,77,"MAIN ST, REAR",,ELKADER,IA,52043,,CLAYTON,,,01/01/2012,05/01/2026',
      '9000099,SUNRISE MARKET,Convenience Store,77,"MAIN ST, REAR",,ELKADER,IA,52043,,CLAYTON,,,06/01/2026,',
    ].join("\r\n");
    const result = await importSnapPlan(testDb.db, planSnapFile(file, { scope: "all" }));
    expect(result).toMatchObject({ added: 0, updated: 1, ended: 1 });
    expect(await byName("K & G Supermart")).toEqual([expect.objectContaining({ acceptsSnap: false })]);
    expect(await byName("Sunrise Market")).toEqual([
      expect.objectContaining({ acceptsSnap: true, snapRecordId: "9000099", snapAuthorizedOn: "2026-06-01" }),
    ]);
  });

  it("the store page says SNAP/EBT is accepted, with USDA's date", async () => {
    const row = await getStoreById(testDb.db, listedId);
    const json = serializeStore(row!);
    expect(json).toMatchObject({ acceptsSnap: true, snapAuthorizedOn: "2019-06-30" });
    const html = renderToStaticMarkup(createElement(StoreProfile, { store: json }));
    expect(html).toContain("SNAP/EBT accepted - USDA, June 30, 2019");
    expect(html).toContain("Details last confirmed");
    expect(html).not.toContain("USDA SNAP import");
  });

  it("an imported store's page says whose data it is and how old, not that anyone confirmed it", async () => {
    const [smith] = await byName("Smith, Jones & Sons Grocery");
    // The historical fixture names no date: its newest authorisation date stands in (ADR 036).
    expect(smith).toMatchObject({ sourceDataDate: "2019-06-30", sourceName: "Smith, Jones & Sons Grocery" });
    const html = renderToStaticMarkup(
      createElement(StoreProfile, { store: serializeStore((await getStoreById(testDb.db, smith!.id))!) }),
    );
    expect(html).toContain("From USDA SNAP retailer data as of Jun 30, 2019.");
    expect(html).not.toContain("confirmed");
  });
});
