// The search's statements are built once per database and shape and run again with each search's
// values (ADR 050). Reused, they must answer exactly as a statement built for that one search: the
// same towns and stores in the same order, and each store's JSON the same as from its full row. They
// stay unnamed: nothing is left prepared on the server, and two connections to the embedded server
// (which runs every connection on one session, ADR 026) search side by side.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { connect, type Db } from "../../db/client.ts";
import { searchCities, searchStores } from "../../src/search/search-queries.server.ts";
import { getStoreById } from "../../src/stores/stores-queries.server.ts";
import * as schema from "../../db/schema.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { serializeStore } from "../../src/stores/serialize.server.ts";
import { parseSearchQuery } from "../../src/search/search-terms.ts";
import { insertCircular } from "../helpers/test-data.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

let testDb: TestDb;
let typed: string[];
const poolMax = process.env.DATABASE_POOL_MAX;

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDatabase(testDb.db, { stores: 400 });
  const towns = await testDb.db.select().from(schema.cities).orderBy(schema.cities.name).limit(40);
  const stores = await testDb.db.select().from(schema.groceryStores).orderBy(schema.groceryStores.id).limit(10);
  // A circular, so the lookup by circular text answers too (those stores rank below the others).
  await insertCircular(testDb.db, stores[0]!.id, { text: "Fresh strawberries and sweet corn this week" });
  typed = [
    ...towns.map((t) => `${t.name}, ${t.state}`),
    ...towns.slice(0, 10).map((t) => t.name.toLowerCase()),
    ...stores.map((s) => s.zipCode),
    ...stores.slice(0, 5).map((s) => s.name),
    ...["market", "markt", "foods", "grocery stores in mankato mn", "mankto", "gra", "st", "a", "strawberries corn"],
  ];
});

afterAll(async () => {
  await testDb?.close();
  if (poolMax === undefined) delete process.env.DATABASE_POOL_MAX;
  else process.env.DATABASE_POOL_MAX = poolMax;
  resetEnv();
});

async function answer(db: Db, text: string) {
  const query = parseSearchQuery(text);
  const towns = await searchCities(db, query);
  const stores = await searchStores(
    db,
    query,
    towns.map((t) => t.id),
  );
  return { towns, stores: stores.map(({ direct, ...store }) => ({ ...serializeStore(store), direct })) };
}

/** A new drizzle instance over the same client: its statements are built anew, for its first search. */
async function freshDb(): Promise<Db> {
  const client = (testDb.db as unknown as { $client: unknown }).$client;
  if (testDb.kind === "pglite") {
    const { drizzle } = await import("drizzle-orm/pglite");
    return drizzle(client as never, { schema }) as unknown as Db;
  }
  const { drizzle } = await import("drizzle-orm/node-postgres");
  return drizzle(client as never, { schema }) as unknown as Db;
}

describe(`search statements built once on ${engine}`, () => {
  it("answer every search as a statement built for it alone", async () => {
    const alone = [];
    for (const text of typed) alone.push(await answer(await freshDb(), text));
    // Twice through one database, in two orders, so each shape's statement runs with other values.
    const reused = await freshDb();
    for (const order of [typed, [...typed].reverse()]) {
      for (const text of order) expect(await answer(reused, text), text).toEqual(alone[typed.indexOf(text)]);
    }
    expect(alone.filter((a) => a.stores.length).length).toBeGreaterThan(typed.length / 2);
    expect(alone.some((a) => a.stores.some((s) => !s.direct))).toBe(true);
  });

  it("give each store the JSON of its full row", async () => {
    let checked = 0;
    for (const text of typed.slice(0, 20)) {
      for (const { direct: _direct, ...json } of (await answer(testDb.db, text)).stores) {
        expect(json).toEqual(serializeStore((await getStoreById(testDb.db, json.id))!));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("stay unnamed, so two connections to one server search side by side", async () => {
    // One connection per pool, as npm start gives each process on the embedded server.
    process.env.DATABASE_POOL_MAX = "1";
    resetEnv();
    const [first, second] = [await connect(testDb.url), await connect(testDb.url)];
    try {
      const expected = await Promise.all(typed.slice(0, 8).map((text) => answer(testDb.db, text)));
      for (let round = 0; round < 2; round++) {
        const answers = await Promise.all(
          typed.slice(0, 8).flatMap((text) => [answer(first.db, text), answer(second.db, text)]),
        );
        expect(answers).toEqual(expected.flatMap((a) => [a, a]));
      }
      for (const { db } of [first, second]) {
        const { rows } = (await db.execute(
          sql`select count(*)::int as prepared from pg_prepared_statements`,
        )) as unknown as {
          rows: Array<{ prepared: number }>;
        };
        expect(rows[0]!.prepared).toBe(0);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
