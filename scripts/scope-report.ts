// npm run scope:report: marks the stores the scope rule puts out (as `npm start` and every import
// do; nothing is deleted) and prints them with the rule's reason and the counts (issue #47 item 2).
// DATABASE_URL unset means the embedded PGlite, as for db:seed; stop `npm start` first, which holds it.
import { connect } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { listOutOfScope } from "../src/scope/out-of-scope-queries.server.ts";
import { env } from "../src/platform/env.server.ts";
import { markStoresOutOfScope } from "../src/scope/mark-out-of-scope.server.ts";
import { scopeReportText } from "../src/scope/scope-report.server.ts";

const connection = await connect(env().DATABASE_URL);
try {
  await migrate(connection.db, connection.kind);
  const marking = await markStoresOutOfScope(connection.db);
  console.log(scopeReportText(marking, await listOutOfScope(connection.db)));
} finally {
  await connection.close();
}
