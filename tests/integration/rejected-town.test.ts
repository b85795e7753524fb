// Issue #49: a town made for a listing the admin rejected is no live town page with 0 stores: the
// build makes none, and its address answers 404. A town with a store waiting for review, or one that
// never had a store, keeps its page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { townsOfRejectedListings } from "../../src/towns/cities-queries.server.ts";
import { resolveCityAddress } from "../../src/site/resolve-address.server.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.close();
});

describe(`the town of a rejected listing on ${engine}`, () => {
  it("has no page; towns with a pending or listed store, or none at all, keep theirs", async () => {
    const rejected = await insertCity(testDb.db, { name: "Turneddown", state: "KS" });
    await insertStore(testDb.db, rejected.id, { reviewStatus: "rejected" });
    const pending = await insertCity(testDb.db, { name: "Waiting", state: "KS" });
    await insertStore(testDb.db, pending.id, { reviewStatus: "pending" });
    await insertStore(testDb.db, pending.id, { reviewStatus: "rejected" });
    const empty = await insertCity(testDb.db, { name: "Quiet", state: "KS" });

    expect([...(await townsOfRejectedListings(testDb.db))]).toEqual([rejected.id]);
    expect(await resolveCityAddress(testDb.db, `/cities/${rejected.slug}`)).toEqual({ kind: "not-found" });
    expect(await resolveCityAddress(testDb.db, `/cities/${pending.slug}`)).not.toEqual({ kind: "not-found" });
    expect(await resolveCityAddress(testDb.db, `/cities/${empty.slug}`)).not.toEqual({ kind: "not-found" });
  });
});
