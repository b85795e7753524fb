// A clean, migrated database per test file: an in-memory PGlite by default, or a fresh database on
// the real PostgreSQL server at TEST_DATABASE_URL when the suite runs in its "postgres" project.
import { createHash, randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { connect, type Db, type DriverKind } from "../../db/client.ts";
import { migrate } from "../../db/migrate.ts";
import { resetEnv } from "../../src/platform/env.server.ts";

export interface TestDb {
  db: Db;
  kind: DriverKind;
  /** A postgres:// URL reaching this database, for code that connects by itself. */
  url: string;
  close: () => Promise<void>;
}

export const engine = process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";

export async function createTestDb(): Promise<TestDb> {
  return engine === "postgres" ? createPostgresDb() : createPgliteDb();
}

/**
 * A clean database migrated up to, not including, the migration tagged `tag` (e.g.
 * "0025_unknown_amenities"), so a test can insert rows as they were and then check what that
 * migration does to them with `migrate(db, kind)`.
 */
export async function createTestDbBefore(tag: string): Promise<TestDb> {
  const folder = migrationsBefore(tag);
  if (engine === "postgres") return createPostgresDb(folder);
  const { openPglite } = await import("../../db/client.ts");
  const { drizzle } = await import("drizzle-orm/pglite");
  const schema = await import("../../db/schema.ts");
  const pglite = await openPglite("memory://");
  const db = drizzle(pglite, { schema }) as unknown as Db;
  await migrate(db, "pglite", folder);
  return { db, kind: "pglite", url: "", close: () => pglite.close() };
}

/** A copy of the committed migrations that ends just before `tag`. */
function migrationsBefore(tag: string): string {
  const source = "db/migrations";
  const journal = JSON.parse(readFileSync(join(source, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`No migration tagged ${tag}`);
  const folder = mkdtempSync(join(tmpdir(), "grocers-migrations-"));
  mkdirSync(join(folder, "meta"));
  const entries = journal.entries.slice(0, end);
  writeFileSync(join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(join(source, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

async function createPgliteDb(): Promise<TestDb> {
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const { openPglite, SHARED_SESSION_PARAM } = await import("../../db/client.ts");
  const { drizzle } = await import("drizzle-orm/pglite");
  const schema = await import("../../db/schema.ts");
  const pglite = await openPglite("memory://", await migratedDump());
  const db = drizzle(pglite, { schema }) as unknown as Db;
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections: 50 });
  await server.start();
  // As under npm start: one connection per process to the embedded server (see env.ts).
  process.env.DATABASE_POOL_MAX = "1";
  resetEnv();
  return {
    db,
    kind: "pglite",
    url: `postgres://postgres@${server.getServerConn()}/postgres?${SHARED_SESSION_PARAM}`,
    close: async () => {
      await server.stop();
      await pglite.close();
    },
  };
}

// A fresh PGlite runs initdb and every migration: several seconds per test file. Loading a dump of a
// migrated database takes about one. The dump is made once per set of migrations and PGlite
// version (their hash names it) in the system's temp folder, written whole before others see it.
async function migratedDump(): Promise<Blob> {
  const hash = createHash("sha256").update(readFileSync("node_modules/@electric-sql/pglite/package.json"));
  for (const dir of ["db/migrations", "db/migrations/meta"]) {
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith(".sql") || n.endsWith(".json"))
      .sort()) {
      hash.update(name).update(readFileSync(join(dir, name)));
    }
  }
  const file = join(tmpdir(), `grocers-migrated-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const { openPglite } = await import("../../db/client.ts");
  const { drizzle } = await import("drizzle-orm/pglite");
  const schema = await import("../../db/schema.ts");
  const pglite = await openPglite("memory://");
  await migrate(drizzle(pglite, { schema }) as unknown as Db, "pglite");
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

async function createPostgresDb(migrationsFolder?: string): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the postgres test project");
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await connect(url.toString());
  await migrate(connection.db, connection.kind, migrationsFolder);
  return {
    db: connection.db,
    kind: connection.kind,
    url: url.toString(),
    close: async () => {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
