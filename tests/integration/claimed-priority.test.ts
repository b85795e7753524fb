// "Claimed businesses get priority in search results" (claim page, spec 2) is true (issue #25):
// after boosted stores, stores with a verified owner rank before unclaimed ones, whatever their
// votes, in the town list, the best-deals list, the build's town pages and search.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAllStores } from "../../src/stores/stores-queries.server.ts";
import bestDeals from "../../functions/cities-best-deals.ts";
import cityStores from "../../functions/cities-grocery-stores.ts";
import search from "../../functions/search.ts";
import { forgetSearchAnswers } from "../../src/search/answer-cache.server.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner } from "../helpers/circulars.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv();
const EXPECTED = ["Boosted Market", "Claimed Market", "Popular Market", "Plain Market"];

beforeAll(async () => {
  const town = await insertCity(testDb.db, { name: "Wabasha", state: "MN" });
  await insertStore(testDb.db, town.id, { name: "Plain Market", upvoteCount: 2, rating: 3 });
  await insertStore(testDb.db, town.id, { name: "Popular Market", upvoteCount: 90, rating: 5 });
  const claimed = await insertStore(testDb.db, town.id, { name: "Claimed Market", upvoteCount: 1, rating: 2 });
  await makeVerifiedOwner(testDb.db, claimed.id, "claimed@example.com");
  await insertStore(testDb.db, town.id, { name: "Boosted Market", isBoosted: true, upvoteCount: 0 });
  forgetSearchAnswers();
});

afterAll(() => forgetSearchAnswers());

const names = (stores: Array<{ name: string }>) => stores.map((s) => s.name);

describe(`claimed stores rank after boosted ones and before unclaimed ones on ${engine}`, () => {
  it("in the town's list and its best-deals list", async () => {
    const list = await callFunction(cityStores, "/api/cities/wabasha-mn/grocery-stores", {
      params: { slug: "wabasha-mn" },
    });
    expect(names(list.body)).toEqual(EXPECTED);
    const deals = await callFunction(bestDeals, "/api/cities/wabasha-mn/best-deals", {
      params: { citySlug: "wabasha-mn" },
    });
    expect(names(deals.body.stores)).toEqual(EXPECTED);
  });

  it("in the build's town pages", async () => {
    const built = (await listAllStores(testDb.db)).filter((s) => s.citySlug === "wabasha-mn");
    expect(names(built)).toEqual(EXPECTED);
  });

  it("in search", async () => {
    const answer = await callFunction(search, "/api/search?q=market");
    expect(names(answer.body.stores).filter((n) => EXPECTED.includes(n))).toEqual(EXPECTED);
  });
});
