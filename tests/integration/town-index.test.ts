// The home box suggests towns from the prebuilt town index (src/search/town-match.ts) instead
// of calling GET /api/search: for what shoppers type, typos included, it must suggest the same towns
// in the same order as the database does, on the real sample towns.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listCities } from "../../src/towns/cities-queries.server.ts";
import { searchCities } from "../../src/search/search-queries.server.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import { parseSearchQuery } from "../../src/search/search-terms.ts";
import { matchTowns, type TownIndexEntry } from "../../src/search/town-match.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

let testDb: TestDb;
let index: TownIndexEntry[];

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDatabase(testDb.db, { stores: 400 });
  index = (await listCities(testDb.db)).map(({ city: c }) => [c.id, c.slug, c.name, c.state]);
});

afterAll(async () => {
  await testDb?.close();
});

const typed = [
  "mankato",
  "mankto",
  "manakto",
  "grand frk",
  "grand forks, nd",
  "grocery stores in Grand Forks ND",
  "albny",
  "decatur",
  "decatur al",
  "springfeld",
  "fort",
  "new",
  "lake",
  "san",
  "st",
  "kihei",
  "bismark",
  "fargo",
  "zzqqxx",
];

describe(`town index suggestions on ${engine}`, () => {
  it.each(typed)("'%s' suggests what the database suggests", async (text) => {
    const fromDatabase = await searchCities(testDb.db, parseSearchQuery(text));
    expect(matchTowns(index, text)?.map((t) => t.slug)).toEqual(fromDatabase.map((t) => t.slug));
  });
});
