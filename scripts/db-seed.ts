// Fills the database with the sample dataset: npx tsx scripts/db-seed.ts [--force] [--stores=N] [--towns=N] [--seed=N]
// DATABASE_URL unset means the embedded PGlite in PGLITE_DATA_DIR (default .data/pglite).
// Without --force an already-seeded database is left alone; --force empties the seeded tables
// (and what hangs off them: claims, upvotes, boosts, ...) and seeds again.
import { parseArgs } from "node:util";
import { connect } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { env } from "../src/platform/env.server.ts";
import { clearSeededTables, hasCities, seedDatabase, type SeedOptions } from "../db/seed/seed.ts";

const { values } = parseArgs({
  options: {
    force: { type: "boolean", default: false },
    stores: { type: "string" },
    towns: { type: "string" },
    seed: { type: "string" },
  },
});

function count(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return n;
}

const options: SeedOptions = {
  stores: count("stores", values.stores),
  towns: count("towns", values.towns),
  seed: count("seed", values.seed),
};

const started = performance.now();
const connection = await connect(env().DATABASE_URL);
try {
  await migrate(connection.db, connection.kind);
  const ready = performance.now();
  if (values.force) await clearSeededTables(connection.db);
  if (!values.force && (await hasCities(connection.db))) {
    console.log("The database already has cities; nothing seeded (use --force to replace them).");
  } else {
    const counts = await seedDatabase(connection.db, options);
    const done = performance.now();
    console.log(
      `Seeded ${counts.cities} cities, ${counts.stores} stores, ${counts.owners} owners, ${counts.boosts} boosts ` +
        `on ${connection.kind} in ${((done - ready) / 1000).toFixed(1)} s ` +
        `(${((done - started) / 1000).toFixed(1)} s with connecting and migrating).`,
    );
  }
} finally {
  await connection.close();
}
