// What a person decided sticks through every later USDA import (issue #45, ADR 061): a deleted,
// rejected, merged or closed store never returns, a person's value is never overwritten, every row's
// source record is kept, and listings of one store are merged (or proposed to the admin). Real
// Hawaii rows (tests/fixtures/snap/README.md).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groceryStores, storeSourceRecords, storeSuggestions } from "../../db/schema.ts";
import { deleteStore } from "../../src/admin/delete-store.server.ts";
import { updateStore } from "../../src/admin/update-store.server.ts";
import { importSnapPlan } from "../../src/imports/snap/import-snap.server.ts";
import { planSnapFile } from "../../src/imports/snap/plan.server.ts";
import { rejectListing } from "../../src/review/reject-listing.server.ts";
import { closeStore } from "../../src/stores/close-store.server.ts";
import { mergeStores } from "../../src/admin/merge-stores.server.ts";
import { SNAP_SOURCE } from "../../src/stores/import-sources.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";
import { formerAddressStoreId } from "../../src/site/former-addresses-queries.server.ts";

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "../fixtures/snap", name), "utf8");
const EXCERPT = fixture("historical-hi-excerpt.csv");
const SAME_STORE = fixture("historical-hi-same-store.csv");

let testDb: TestDb;
const importText = (text: string) => importSnapPlan(testDb.db, planSnapFile(text, { scope: "all" }));
const storeOfRecord = async (record: string) => {
  const [row] = await testDb.db
    .select({ storeId: storeSourceRecords.groceryStoreId })
    .from(storeSourceRecords)
    .where(and(eq(storeSourceRecords.source, SNAP_SOURCE), eq(storeSourceRecords.recordId, record)));
  const [store] = row ? await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, row.storeId)) : [];
  return store!;
};
const liveNamed = async (name: string) =>
  (
    await testDb.db
      .select({ n: count() })
      .from(groceryStores)
      .where(and(eq(groceryStores.name, name), isNull(groceryStores.deletedAt), isNull(groceryStores.mergedIntoId)))
  )[0]!.n;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.close();
});

describe(`decisions that stick through imports on ${engine}`, () => {
  it("keeps every row's source record, ended and review rows of a known store included", async () => {
    await importText(EXCERPT);
    const arakaki = await storeOfRecord("628457");
    expect(arakaki).toMatchObject({ name: "A Arakaki Store Inc", snapRecordId: "628457" });
    const [record] = await testDb.db.select().from(storeSourceRecords).where(eq(storeSourceRecords.recordId, "628457"));
    // One row per record, with its latest spell's facts.
    expect(record).toMatchObject({
      storeType: "Small Grocery Store",
      address: "53-4142 Akoni Pule Hwy",
      zipCode: "96755",
      authorizedOn: "2024-01-12",
      endedOn: null,
      decision: "independent",
    });
    // A pending listing's record holds the reason it waits: the review's evidence.
    expect(await storeOfRecord("685786")).toMatchObject({ name: "Suisan Company LTD", reviewStatus: "pending" });
  });

  it("does not bring back a deleted, rejected, merged or closed store on a second import (0 return)", async () => {
    const deleted = await storeOfRecord("1356220"); // Big Island Beef Jerky
    const rejected = await storeOfRecord("1512101"); // Kimura General Store, sent to review
    const merged = await storeOfRecord("260934"); // Hasegawa General Store
    const closed = await storeOfRecord("628457"); // A Arakaki Store Inc
    await deleteStore(testDb.db, deleted.id);
    await rejectListing(testDb.db, rejected.id, "A convenience store.");
    const hana = await insertCity(testDb.db, { name: "Hana Town", state: "HI" });
    const kept = await insertStore(testDb.db, hana.id, {
      name: "Hasegawa General Store (listed by its owner)",
      address: "5165 Hana Hwy",
      zipCode: "96713",
      isSample: false,
    });
    await mergeStores(testDb.db, {
      survivorId: kept.id,
      duplicateId: merged.id,
      actor: "admin",
      reason: "Same store.",
    });
    await closeStore(testDb.db, closed.id, "Closed for good.");
    const before = (await testDb.db.select({ n: count() }).from(groceryStores))[0]!.n;

    for (let run = 0; run < 2; run++) {
      const result = await importText(EXCERPT);
      expect(result.added).toBe(0);
      expect(result.kept.get(`deleted by an admin on ${today()}`)).toBe(1);
      expect(result.kept.get(`rejected by an admin on ${today()}`)).toBe(1);
      expect(result.kept.get(`closed for good on ${today()}`)).toBe(1);
      expect(result.kept.get("merged into another listing: the listing kept was updated")).toBe(1);
    }
    expect((await testDb.db.select({ n: count() }).from(groceryStores))[0]!.n).toBe(before);
    const [d, r, m, c, k] = await Promise.all(
      [deleted, rejected, merged, closed, kept].map(
        async (s) => (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, s.id)))[0]!,
      ),
    );
    expect(d!.deletedAt).not.toBeNull();
    expect(r!.reviewStatus).toBe("rejected");
    expect(m!.mergedIntoId).toBe(kept.id);
    expect(c!.closedAt).not.toBeNull();
    // The merged listing's record updated the listing kept: USDA's SNAP flag and its record.
    expect(k).toMatchObject({ acceptsSnap: true, snapRecordId: "260934" });
    expect(await liveNamed("Big Island Beef Jerky")).toBe(0);
    expect(await liveNamed("Hasegawa General Store")).toBe(0);
  });

  it("never brings back a deleted store under another record of it", async () => {
    // The Rodeo General Store under its newest record, deleted; then a file listing only its older one.
    const lines = SAME_STORE.trimEnd().split("\n");
    const newest = [lines[0], lines[14]].join("\n");
    await importText(newest);
    const rodeo = await storeOfRecord("1548119");
    await deleteStore(testDb.db, rodeo.id);
    const older = [lines[0], lines[13]!.replace(/2023-05-04(\r?)$/, "$1")].join("\n");
    const result = await importText(older);
    expect(result).toMatchObject({ added: 0, updated: 0 });
    expect(await liveNamed("Rodeo General Store")).toBe(0);
    expect(await storeOfRecord("844465")).toMatchObject({ id: rodeo.id });
  });

  it("never moves a store an admin gave an address to USDA's point", async () => {
    const times = await storeOfRecord("1297864");
    await updateStore(testDb.db, times.id, { address: "1310 South Kihei Road, Unit 2" });
    const moved = (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, times.id)))[0]!;
    const result = await importText(EXCERPT);
    expect(result.kept.get("the place of the address a person gave kept")).toBe(1);
    const after = (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, times.id)))[0]!;
    expect(after).toMatchObject({
      address: "1310 South Kihei Road, Unit 2",
      latitude: moved.latitude,
      longitude: moved.longitude,
      coordinatesPrecision: moved.coordinatesPrecision,
      acceptsSnap: true,
    });
  });
});

describe(`one store, one listing on ${engine}`, () => {
  // A database of its own: the Rodeo General Store deleted above would keep it deleted.
  beforeAll(async () => {
    await testDb.close();
    testDb = await createTestDb();
  });

  it("merges listings of one store nobody holds a right on, and proposes the others to the admin", async () => {
    const hawi = await insertCity(testDb.db, { name: "Hawi", state: "HI" });
    const makawao = await insertCity(testDb.db, { name: "Makawao", state: "HI" });
    const snap = { isSample: false, dataSource: SNAP_SOURCE, upvoteCount: 0, ownerId: null, acceptsSnap: true };
    // Two listings an older import left of one store under two USDA records...
    const oldRecord = await insertStore(testDb.db, makawao.id, {
      ...snap,
      name: "Rodeo General Store",
      address: "3661 Baldwin Ave",
      zipCode: "96768",
      snapRecordId: "322874",
    });
    const newRecord = await insertStore(testDb.db, makawao.id, {
      ...snap,
      name: "Rodeo General Store",
      address: "3661 Baldwin Avenue",
      zipCode: "96768",
      snapRecordId: "844465",
    });
    // ...and a successor business's listing beside the old one's, which shoppers voted for.
    const spirits = await insertStore(testDb.db, hawi.id, {
      ...snap,
      name: "Kohala Spirits",
      address: "55-3419 Akoni Pule Hwy",
      zipCode: "96719",
      snapRecordId: "851194",
      upvoteCount: 3,
    });
    const grown = await insertStore(testDb.db, hawi.id, {
      ...snap,
      name: "Kohala Grown Market",
      address: "55-3419 Akoni Pule Highway",
      zipCode: "96719",
      snapRecordId: "1233511",
    });

    // A listing of a business that ended where a successor now trades.
    const kona = await insertCity(testDb.db, { name: "Kailua Kona", state: "HI" });
    const wikiwiki = await insertStore(testDb.db, kona.id, {
      ...snap,
      name: "Kona Wikiwiki Mart",
      sourceName: "Kona Wikiwiki Mart",
      address: "74-5533 Luhia St, Ste 103",
      zipCode: "96740",
      snapRecordId: "1148996",
      snapAuthorizedOn: "2014-06-03",
    });

    const result = await importText(SAME_STORE);
    expect(result).toMatchObject({ merged: 1, proposed: 1, renamed: 1 });
    const [a, b] = await Promise.all(
      [oldRecord, newRecord].map(
        async (s) => (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, s.id)))[0]!,
      ),
    );
    // The listing the newest record (1548119) leads to stays; the other answers 301 to it.
    expect([a!.mergedIntoId, b!.mergedIntoId].filter(Boolean)).toHaveLength(1);
    const proposals = await testDb.db.select().from(storeSuggestions).where(eq(storeSuggestions.kind, "duplicate"));
    expect(proposals).toMatchObject([{ groceryStoreId: spirits.id, duplicateOfId: grown.id, status: "open" }]);

    // The successor's listing took over the ended business's name; nobody had renamed it.
    const trini = (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, wikiwiki.id)))[0]!;
    expect(trini).toMatchObject({ name: "Trini's Market", sourceName: "Trini's Market", acceptsSnap: true });
    expect(await formerAddressStoreId(testDb.db, kona.slug, wikiwiki.slug)).toBe(wikiwiki.id);
    expect(await liveNamed("Kona Wikiwiki Mart")).toBe(0);

    // A second import merges nothing more and proposes nothing twice.
    expect(await importText(SAME_STORE)).toMatchObject({ merged: 0, proposed: 0, added: 0 });
  });
});

describe(`listings an earlier import published on ${engine}`, () => {
  beforeAll(async () => {
    await testDb.close();
    testDb = await createTestDb();
  });

  it("sends a listing an earlier import published back to review when its newest record is no grocer", async () => {
    const volcano = await insertCity(testDb.db, { name: "Volcano", state: "HI" });
    const kaumakani = await insertCity(testDb.db, { name: "Kaumakani", state: "HI" });
    const snap = { isSample: false, dataSource: SNAP_SOURCE, ownerId: null, acceptsSnap: true };
    // Published by the rules of before issue #45: a hardware banner and a bakery.
    const hardware = await insertStore(testDb.db, volcano.id, {
      ...snap,
      name: "Hawaii True Value 5066",
      address: "19-4084 Old Volcano Hwy, Bldg 1",
      zipCode: "96785",
      snapRecordId: "1064337",
      banner: "True Value",
    });
    // An admin looked at this one and approved it: that decision sticks.
    const bakery = await insertStore(testDb.db, kaumakani.id, {
      ...snap,
      name: "Thrifty Mart",
      address: "1-2600 Kaumualii Hwy",
      zipCode: "96747",
      snapRecordId: "502053",
      reviewedBy: "admin",
      reviewedAt: new Date(),
    });
    const result = await importText(SAME_STORE);
    expect(result.withdrawn).toBe(1);
    const [h] = await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, hardware.id));
    expect(h).toMatchObject({
      reviewStatus: "pending",
      reviewReason:
        "The newest USDA record of this store says: the name says hardware store, though the store type says grocery",
    });
    const [b] = await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, bakery.id));
    expect(b!.reviewStatus).toBe("approved");
  });
});
