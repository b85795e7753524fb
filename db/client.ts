// One database layer, three engines, chosen by DATABASE_URL:
//   unset            -> embedded PGlite in this process (data in PGLITE_DATA_DIR)
//   *.neon.tech URL  -> Neon serverless driver (production on Netlify)
//   other postgres:// -> node-postgres
// `npm start` opens the PGlite itself and serves it over the wire, then sets DATABASE_URL for the
// build and the functions, because PGlite can be opened by one process only.
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "../src/platform/env.server.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DriverKind = "pglite" | "neon" | "pg";
/** The handle inside db.transaction(): queries that must run in the caller's transaction take it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

interface Connection {
  db: Db;
  kind: DriverKind;
  close: () => Promise<void>;
}

let current: Promise<Connection> | undefined;

/**
 * The embedded server runs every connection on one PGlite session (ADR 026): a statement name
 * prepared on one connection already exists on the next. Its address says so with this parameter.
 */
export const SHARED_SESSION_PARAM = "session=shared";
const ownSessions = new WeakSet<Db>();
/** Whether each connection of this handle has a session of its own, where named statements are safe. */
export const hasOwnSessions = (db: Db) => ownSessions.has(db);

export function driverFor(url: string | undefined): DriverKind {
  if (!url) return "pglite";
  return new URL(url).hostname.endsWith(".neon.tech") ? "neon" : "pg";
}

/** `loadDataDir`: start from a dump of a data folder (tests start from a migrated one). */
export async function openPglite(dataDir: string, loadDataDir?: Blob) {
  if (!dataDir.includes("://")) mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { fuzzystrmatch } = await import("@electric-sql/pglite/contrib/fuzzystrmatch");
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent, fuzzystrmatch } });
}

/** The wire address of an `npm start` that already holds this PGlite data folder, if one runs. */
export function runningEmbeddedServer(dataDir: string): string | undefined {
  try {
    const lock = JSON.parse(readFileSync(join(dirname(dataDir), "embedded-db.json"), "utf8"));
    process.kill(lock.pid, 0);
    return lock.url;
  } catch {
    return undefined;
  }
}

export async function connect(url: string | undefined, pgliteDir = env().PGLITE_DATA_DIR): Promise<Connection> {
  // Opening the same PGlite files from two processes corrupts them: join the running server instead.
  if (!url && pgliteDir !== "memory://") url = runningEmbeddedServer(pgliteDir);
  const kind = driverFor(url);
  if (kind === "pglite") {
    const client = await openPglite(pgliteDir);
    const { drizzle } = await import("drizzle-orm/pglite");
    return { kind, db: drizzle(client, { schema }) as unknown as Db, close: () => client.close() };
  }
  const address = new URL(url!);
  const shared = address.search.slice(1).split("&").includes(SHARED_SESSION_PARAM);
  address.searchParams.delete("session");
  const opened = await (kind === "neon" ? openNeon(address.toString()) : openPg(address.toString()));
  if (!shared) ownSessions.add(opened.db);
  return { kind, ...opened };
}

async function openNeon(url: string) {
  const { Pool } = await import("@neondatabase/serverless");
  const { drizzle } = await import("drizzle-orm/neon-serverless");
  const pool = new Pool({ connectionString: url });
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
}

async function openPg(url: string) {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: env().DATABASE_POOL_MAX, idleTimeoutMillis: 10_000 });
  // An idle client losing its server (restart, network) must not crash the process.
  pool.on("error", (error) => console.warn(`database pool: ${error.message}`));
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
}

/** The shared connection for this process, opened on first use. */
export async function getDb(): Promise<Db> {
  current ??= connect(env().DATABASE_URL);
  return (await current).db;
}

/** Use an already-open database (tests, the start script) instead of one from the environment. */
export function useDb(db: Db, kind: DriverKind = "pg"): void {
  current = Promise.resolve({ db, kind, close: async () => {} });
}

export async function closeDb(): Promise<void> {
  const connection = current;
  current = undefined;
  if (connection) await (await connection).close();
}
