// The planner needs ANALYZE's statistics, and the embedded engine has no autovacuum to gather them
// (db/planner-statistics.ts, ADR 056). Without them, the build's store query joined stores and
// towns by a nested loop; with them, by a hash or an index.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../db/client.ts";
import { listAllStores } from "../../src/stores/stores-queries.server.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import { startEmbeddedDb } from "../../scripts/lib/embedded-db.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

const ROWS_KNOWN = `select c.reltuples::int as rows from pg_class c where c.oid = 'grocery_stores'::regclass`;

describe("after the seed", () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    await seedDatabase(testDb.db, { stores: 400 });
  });
  afterAll(() => testDb?.close());

  const rowsOf = async <T>(query: string) =>
    ((await testDb.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

  it("the planner knows how many stores there are and which columns are null", async () => {
    expect(await rowsOf<{ rows: number }>(ROWS_KNOWN)).toEqual([{ rows: 400 }]);
    const [deletedAt] = await rowsOf<{ null_frac: number }>(
      `select null_frac from pg_stats where tablename = 'grocery_stores' and attname = 'deleted_at'`,
    );
    expect(deletedAt?.null_frac).toBe(1);
  });

  // Estimated at one row, the list was joined to its towns by a loop over every town for each store.
  it("estimates the build's store list near its real size, from which it chooses how to join", async () => {
    const stores = await listAllStores(testDb.db);
    const explained = (await testDb.db.execute(sql`explain ${listAllStores(testDb.db)}`)) as unknown as {
      rows: Array<{ "QUERY PLAN": string }>;
    };
    const estimate = Number(/rows=(\d+)/.exec(explained.rows[0]!["QUERY PLAN"])?.[1]);
    expect(estimate).toBeGreaterThan(stores.length * 0.8);
    expect(estimate).toBeLessThan(stores.length * 1.25);
  });
});

describe.runIf(engine === "pglite")("the embedded engine at start", () => {
  const dir = mkdtempSync(join(tmpdir(), "grocers-statistics-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("analyzes a table filled but never analyzed, and leaves analyzed ones alone", async () => {
    const pglite = await openPglite(join(dir, "pglite"));
    await pglite.exec(`create table grocery_stores (id int primary key, note text);
      insert into grocery_stores select g, null from generate_series(1, 3000) g;
      create table cities (id int primary key); analyze cities;
      insert into cities select g from generate_series(1, 50) g;`);
    await pglite.close();

    const embedded = await startEmbeddedDb(join(dir, "pglite"));
    try {
      expect((await embedded.pglite.query(ROWS_KNOWN)).rows).toEqual([{ rows: 3000 }]);
      // Analyzed while empty, then filled: left for the next bulk write's ANALYZE, not redone at each start.
      const cities = await embedded.pglite.query(
        `select reltuples::int as rows from pg_class where relname = 'cities'`,
      );
      expect(cities.rows).toEqual([{ rows: 0 }]);
    } finally {
      await embedded.stop();
    }
  });
});
