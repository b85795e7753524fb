// db/sql/vote-rule.sql is where a reader finds the vote rule; the migrations are what the database
// runs. This keeps the two the same: every function the file defines exists in a migrated database
// with the same arguments and the same body.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

const FILE = "db/sql/vote-rule.sql";

interface Definition {
  name: string;
  args: string;
  body: string;
}

// Whitespace-insensitive, and blind to how the argument list is spelled: the database prints it its
// own way (no quotes, `double precision` for `float8`).
const squash = (text: string) =>
  text
    .replace(/"/g, "")
    .replace(/\bfloat8\b/g, "double precision")
    .replace(/\s+/g, " ")
    .trim();

function definitionsIn(text: string): Definition[] {
  const found = [
    ...text.matchAll(/CREATE FUNCTION "(\w+)"\(([\s\S]*?)\)\s*(?:RETURNS \w+\s*)?LANGUAGE[^$]*\$\$([\s\S]*?)\$\$;/g),
  ];
  return found.map(([, name, args, body]) => ({ name: name!, args: squash(args!), body: squash(body!) }));
}

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

describe(`${FILE} on ${engine}`, () => {
  const definitions = definitionsIn(readFileSync(FILE, "utf8"));

  it("defines the three functions of the vote", () => {
    expect(definitions.map((d) => d.name).sort()).toEqual(["cast_upvote", "mark_site_stale", "upvotes_in_window"]);
  });

  it.each(definitions.map((d) => [d.name, d] as const))("matches the migrated database's %s", async (name, file) => {
    const result = await testDb.db.execute(
      sql`select pg_get_function_arguments(p.oid) as args, p.prosrc as body
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where p.proname = ${name} and n.nspname = 'public'`,
    );
    // Every driver (pg, PGlite, Neon) answers a raw query with its rows under `rows`.
    const { rows } = result as unknown as { rows: Array<{ args: string; body: string }> };
    expect(rows).toHaveLength(1);
    expect(squash(rows[0]!.body)).toBe(file.body);
    expect(squash(rows[0]!.args)).toBe(file.args);
  });
});
