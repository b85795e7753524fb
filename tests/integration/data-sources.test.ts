// /data states where the stores come from with counts from the database (issue #25): every listed
// store in exactly one source, sample listings apart, claims counted among real stores only.
import { describe, expect, it } from "vitest";
import { countStoresBySource } from "../../src/site/data-sources-queries.server.ts";
import { summarizeSources } from "../../src/site/data-sources.server.ts";
import { makeVerifiedOwner } from "../helpers/circulars.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv();

describe(`the /data page's source counts on ${engine}`, () => {
  it("counts each listed store once, by source, and the claimed real stores", async () => {
    const town = (await insertCity(testDb.db)).id;
    const add = (n: number, values: Parameters<typeof insertStore>[2]) =>
      Promise.all(Array.from({ length: n }, () => insertStore(testDb.db, town, values)));
    await add(3, { isSample: true });
    const listed = await add(2, { isSample: false, dataSource: null });
    await add(4, { isSample: false, dataSource: "usda-snap" });
    await add(1, { isSample: false, dataSource: "osm" });
    // Not listed: deleted, or waiting for review.
    await add(1, { isSample: false, deletedAt: new Date() });
    await add(1, { isSample: false, reviewStatus: "pending" });
    await makeVerifiedOwner(testDb.db, listed[0]!.id, "claimed@example.com");

    expect(summarizeSources(await countStoresBySource(testDb.db))).toEqual({
      total: 10,
      sample: 3,
      listedOnSite: 2,
      usdaSnap: 4,
      openStreetMap: 1,
      otherImports: 0,
      claimed: 1,
    });
  });
});
