// The set-up most tests of the functions share, registered once per file: a fresh database that
// the functions use, and on request a mail outbox and the test admin password; all undone after the
// file. Call it at the top of the file, before the file's own hooks, so they run after it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { useDb, type Db, type DriverKind } from "../../db/client.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { TEST_ADMIN_PASSWORD } from "./admin.ts";
import { createTestDb, type TestDb } from "./test-db.ts";

export interface FunctionTestOptions {
  /** Mail goes to a fresh outbox folder (MAIL_OUTBOX_DIR) that the test reads. */
  outbox?: boolean;
  /** ADMIN_PASSWORD is the test password, so adminCookie() can sign in. */
  adminPassword?: boolean;
}

export interface FunctionTestEnv {
  readonly db: Db;
  readonly kind: DriverKind;
  /** A postgres:// URL reaching the database, for code that connects by itself. */
  readonly url: string;
  /** The outbox folder; only with { outbox: true }. */
  readonly outbox: string;
}

export function useFunctionTestEnv(options: FunctionTestOptions = {}): FunctionTestEnv {
  let testDb: TestDb | undefined;
  let outbox: string | undefined;

  beforeAll(async () => {
    if (options.outbox) {
      outbox = mkdtempSync(join(tmpdir(), "outbox-"));
      process.env.MAIL_OUTBOX_DIR = outbox;
    }
    if (options.adminPassword) process.env.ADMIN_PASSWORD = TEST_ADMIN_PASSWORD;
    resetEnv();
    testDb = await createTestDb();
    useDb(testDb.db, testDb.kind);
  });

  afterAll(async () => {
    if (options.outbox) delete process.env.MAIL_OUTBOX_DIR;
    if (options.adminPassword) delete process.env.ADMIN_PASSWORD;
    resetEnv();
    if (outbox) rmSync(outbox, { recursive: true, force: true });
    await testDb?.close();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is set up in beforeAll; use it inside a test or hook`);
    return value;
  };
  return {
    get db() {
      return ready(testDb, "the test database").db;
    },
    get kind() {
      return ready(testDb, "the test database").kind;
    },
    get url() {
      return ready(testDb, "the test database").url;
    },
    get outbox() {
      return ready(outbox, "the outbox (pass { outbox: true })");
    },
  };
}
