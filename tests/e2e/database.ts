// The e2e product's database, for tests that pick their sample rows or check what a screen cannot
// show. One connection per call: tests make a few queries, and nothing is left open between files.
import pg from "pg";
import { inject } from "vitest";

export async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject("databaseUrl") });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
