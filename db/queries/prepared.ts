// Named prepared statements for the hottest writes (votes and their rebuild requests, ADR 026):
// the server parses and plans each once per connection, and Drizzle builds its text once per
// database handle instead of once per call.
import type { Db } from "../client.ts";

/** `prepare(db)` memoised per database handle (tests and benches open several). */
export function preparedPerDb<Statement>(prepare: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
