// Throwaway databases for benchmarks on both engines: the embedded PGlite served over the wire (as
// npm start runs it), and a fresh database on the PostgreSQL server at TEST_DATABASE_URL (the same
// variable the postgres test project uses), skipped with a note when that is not set.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { connect, type Db } from "../../db/client.ts";
import { migrate } from "../../db/migrate.ts";
import { seedDatabase, type SeedOptions } from "../../db/seed/seed.ts";
import { startEmbeddedDb } from "../../scripts/lib/embedded-db.ts";
import { resetEnv } from "../../src/platform/env.server.ts";

export interface BenchDb {
  engine: "PGlite" | "PostgreSQL";
  url: string;
  db: Db;
  close: () => Promise<void>;
}

/** Connections this process opens: 1 to the embedded server (see src/platform/env.server.ts), `pool` to PostgreSQL. */
function usePool(size: number) {
  process.env.DATABASE_POOL_MAX = String(size);
  resetEnv();
}

export async function embeddedBenchDb(seed: SeedOptions = {}): Promise<BenchDb> {
  const root = mkdtempSync(join(tmpdir(), "grocers-bench-db-"));
  const embedded = await startEmbeddedDb(join(root, "pglite"));
  usePool(1);
  const connection = await connect(embedded.url);
  await migrate(connection.db, connection.kind);
  await seedDatabase(connection.db, seed);
  return {
    engine: "PGlite",
    url: embedded.url,
    db: connection.db,
    close: async () => {
      await connection.close();
      await embedded.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A fresh, seeded database on the PostgreSQL server, or undefined without TEST_DATABASE_URL. */
export async function postgresBenchDb(seed: SeedOptions = {}, pool = 20): Promise<BenchDb | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  usePool(pool);
  const connection = await connect(url.toString());
  await migrate(connection.db, connection.kind);
  await seedDatabase(connection.db, seed);
  // Fresh rows: give the planner statistics and clear GIN pending lists, as autovacuum would.
  const maintenance = new pg.Client({ connectionString: url.toString() });
  await maintenance.connect();
  await maintenance.query("vacuum analyze");
  await maintenance.end();
  return {
    engine: "PostgreSQL",
    url: url.toString(),
    db: connection.db,
    close: async () => {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const POSTGRES_SKIPPED =
  "PostgreSQL skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).";

/** The p-th percentile (0-100) of some durations, in ms. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
