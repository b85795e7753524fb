// Issue #46 item 1: every card in the review queue carries the import's evidence: the records the
// store was found as (USDA store type, authorisation and end dates, what the rules said), and a
// confidence that reads them: a grocery-typed record raises it, a convenience-typed one and an ended
// authorisation lower it. On each engine.
import { beforeAll, describe, expect, it } from "vitest";
import { storeSourceRecords } from "../../db/schema.ts";
import queueFn from "../../functions/admin-new-listings.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let townId: number;

const waiting = (name: string) =>
  insertStore(testDb.db, townId, {
    name,
    dataSource: "usda-snap",
    confirmedBy: "import:USDA SNAP",
    reviewStatus: "pending",
    reviewReason: 'convenience store (store type "Convenience Store"), but the name says groceries',
  });

async function record(storeId: string, recordId: string, storeType: string, authorizedOn: string, endedOn?: string) {
  await testDb.db.insert(storeSourceRecords).values({
    groceryStoreId: storeId,
    source: "usda-snap",
    recordId,
    storeType,
    name: "Kimura General Store",
    address: "27-289 Mill Rd",
    zipCode: "96781",
    authorizedOn,
    endedOn: endedOn ?? null,
    decision: "review",
    reason: 'convenience store (store type "Convenience Store"), but the name says groceries',
  });
}

beforeAll(async () => {
  townId = (await insertCity(testDb.db, { name: "Papaikou", state: "HI" })).id;
});

describe(`review evidence on ${engine}`, () => {
  it("shows each card's source records and lets USDA's type move its confidence", async () => {
    const grocer = await waiting("Kimura General Store");
    await record(grocer.id, "1512101", "Convenience Store", "2018-01-02", "2022-08-01");
    await record(grocer.id, "1512102", "Small Grocery Store", "2022-08-19");
    const conv = await waiting("Kimura Mart");
    await record(conv.id, "1512103", "Convenience Store", "2022-08-19");
    const bare = await waiting("Kimura Corner");

    const { body } = await callFunction(queueFn, "/api/admin/new-listings", asAdmin(await adminCookie()));
    const card = (id: string) => body.items.find((i: { id: string }) => i.id === id);
    expect(card(grocer.id).sourceRecords.map((r: { recordId: string; storeType: string }) => r.recordId)).toEqual([
      "1512102",
      "1512101",
    ]);
    expect(card(grocer.id).sourceRecords[1]).toMatchObject({ storeType: "Convenience Store", endedOn: "2022-08-01" });
    expect(card(bare.id).sourceRecords).toEqual([]);
    expect(card(grocer.id).scope).toMatch(/^ZIP \d{5}/);
    // The newest record decides: a grocery type above no record, a convenience type below it.
    expect(card(grocer.id).confidence).toBe(card(bare.id).confidence + 15);
    expect(card(conv.id).confidence).toBe(card(bare.id).confidence - 15);
  });
});
