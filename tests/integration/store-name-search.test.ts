// Store-name typos go through the dictionary of name words (migration 0015, ADR 031): a word with
// a typo finds its stores, a renamed store's new words are found by the trigger, and a word that
// shares only a prefix with a common name word does not pull in every store with that word.
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { nameWordsQuery } from "../../src/search/search-queries.server.ts";
import { groceryStores } from "../../db/schema.ts";
import search from "../../functions/search.ts";
import { requestRebuild } from "../../src/site/request-rebuild.server.ts";
import { callFunction } from "../helpers/call-function.ts";
import { insertCircular, insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv();
let renamedId: string;

beforeAll(async () => {
  // A town whose name is like none of the words searched for, so only the store arms answer.
  const city = await insertCity(testDb.db, { name: "Fairbury", state: "NE" });
  for (const name of ["Ostrowski's Market", "Halvorsen's Market & Deli", "The Friendly Market", "Auburn Market"]) {
    await insertStore(testDb.db, city.id, { name });
  }
  await insertStore(testDb.db, city.id, { name: "Heron Grocery" });
  // Boosted, so it would rank first if the typo match did not count as a direct one.
  const pelican = await insertStore(testDb.db, city.id, { name: "Pelican Foods", isBoosted: true });
  await insertCircular(testDb.db, pelican.id, { text: "Herron Farms eggs, a dozen for $2" });
  renamedId = (await insertStore(testDb.db, city.id, { name: "Corner Store" })).id;
});

const find = async (q: string) => {
  const { status, body } = await callFunction(search, `/api/search?q=${encodeURIComponent(q)}`);
  expect(status).toBe(200);
  return (body as { stores: { name: string }[] }).stores.map((s) => s.name);
};

describe(`store-name typos on ${engine}`, () => {
  it.each([
    ["ostrowsky", "Ostrowski's Market"], // wrong letter
    ["ostrowki", "Ostrowski's Market"], // missing letter
    ["halvorsen deli", "Halvorsen's Market & Deli"], // words apart, "'s" left out
    ["halvorsn markt", "Halvorsen's Market & Deli"], // a typo in each word
  ])("finds %j", async (q, name) => {
    expect(await find(q)).toEqual([name]);
  });

  it("needs every word typed: a second word narrows, it does not widen", async () => {
    expect(await find("ostrowsky market")).toEqual(["Ostrowski's Market"]);
    expect(await find("ostrowsky bakery")).toEqual([]);
  });

  // The candidates are exactly the stores holding a matched name word (search_vector's GIN index),
  // so what the dictionary matches is what the index fetches: no Market row is even read for "marion".
  it.each([
    ["marion", null],
    ["mar", null],
    ["markt", "'market'"],
    ["halvorsn markt", "'halvorsen' & 'market'"],
    ["ostrowsky bakery", null],
  ])("looks %j up among the name words as %j", async (term, expected) => {
    const [row] = await testDb.db
      .execute(sql`select (${nameWordsQuery(term)})::text as words`)
      .then((r) => (r as unknown as { rows: Array<{ words: string | null }> }).rows);
    expect(row!.words).toBe(expected);
  });

  it("does not pull in every Market for a word sharing only its first letters", async () => {
    expect(await find("marion")).toEqual([]);
    expect(await find("mar")).toEqual([]);
    // A one-letter typo of the common word itself still finds them all.
    expect((await find("markt")).sort()).toEqual(
      ["Auburn Market", "Halvorsen's Market & Deli", "Ostrowski's Market", "The Friendly Market"].sort(),
    );
  });

  it("ranks a store found by a misspelt name above a boosted store found only by its circular", async () => {
    expect(await find("herron")).toEqual(["Heron Grocery", "Pelican Foods"]);
  });

  it("finds a renamed store by a misspelt new word, through the trigger", async () => {
    expect(await find("zylstra provisons")).toEqual([]);
    await testDb.db.update(groceryStores).set({ name: "Zylstra Provisions" }).where(eq(groceryStores.id, renamedId));
    // Product code reports every public data change this way, which also drops kept answers.
    await requestRebuild(testDb.db, "store renamed");
    expect(await find("zylstra provisons")).toEqual(["Zylstra Provisions"]);
  });
});
