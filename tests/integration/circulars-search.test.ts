// The store search also finds stores whose circular valid today mentions the words searched for,
// ranked below stores matched by name; expired, future, failed and processing circulars do not count.
// The same "current" rule feeds the public pages.
import { beforeAll, describe, expect, it } from "vitest";
import { currentCirculars } from "../../src/circulars/circulars-queries.server.ts";
import search from "../../functions/search.ts";
import { callFunction } from "../helpers/call-function.ts";
import { dayFromToday, insertCircular, insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv();
const names: Record<string, string> = {};

async function storeWithCircular(
  cityId: number,
  name: string,
  circular?: { text: string; status?: string; start?: number; end?: number },
) {
  const store = await insertStore(testDb.db, cityId, { name });
  names[store.id] = name;
  if (circular) {
    await insertCircular(testDb.db, store.id, circular);
  }
  return store;
}

beforeAll(async () => {
  const city = await insertCity(testDb.db, { name: "Decorah", state: "IA" });
  await storeWithCircular(city.id, "Sweet Corn Farm Stand");
  await storeWithCircular(city.id, "Oneota Market", { text: "This week: Sweet corn 6 for $3. Gala apples $1.29/lb" });
  await storeWithCircular(city.id, "Old Deals Grocer", { text: "Sweet corn 10 for $4", start: -10, end: -1 });
  await storeWithCircular(city.id, "Next Week Grocer", { text: "Sweet corn 8 for $3", start: 1, end: 7 });
  await storeWithCircular(city.id, "Broken File Grocer", { text: "Sweet corn", status: "failed" });
  await storeWithCircular(city.id, "Water Street Foods", { text: "Ground beef $4.99/lb" });
});

const find = async (q: string) =>
  (
    (await callFunction(search, `/api/search?q=${encodeURIComponent(q)}`)).body as { stores: { name: string }[] }
  ).stores.map((s) => s.name);

describe(`searching circulars on ${engine}`, () => {
  it("finds stores by the words of their current circular, below name matches", async () => {
    expect(await find("sweet corn")).toEqual(["Sweet Corn Farm Stand", "Oneota Market"]);
  });

  it("says which hits were found only through their circular (issue #25)", async () => {
    const answer = await callFunction(search, `/api/search?q=${encodeURIComponent("sweet corn")}`);
    const stores = answer.body.stores as { name: string; foundInCircular: boolean }[];
    expect(stores.map((s) => [s.name, s.foundInCircular])).toEqual([
      ["Sweet Corn Farm Stand", false],
      ["Oneota Market", true],
    ]);
  });

  it("matches word forms", async () => {
    expect(await find("apple")).toEqual(["Oneota Market"]);
    expect(await find("ground beef")).toEqual(["Water Street Foods"]);
  });

  it("shows shoppers only active circulars valid today", async () => {
    const current = await currentCirculars(testDb.db, dayFromToday(0));
    expect(current.map((c) => names[c.groceryStoreId]).sort()).toEqual(["Oneota Market", "Water Street Foods"]);
  });
});
