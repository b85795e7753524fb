// npm run scope:report: marks the stores the scope rule puts out (as `npm start` and every import
// do; nothing is deleted) and prints them with the rule's reason and the counts (issue #47 item 2).
// DATABASE_URL unset means the embedded PGlite, as for db:seed; stop `npm start` first, which holds it.
import { connect } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { listOutOfScope } from "../db/queries/out-of-scope.ts";
import { env } from "../src/config/env.ts";
import { markStoresOutOfScope } from "../src/server/scope/mark-out-of-scope.ts";
import { scopeReportText } from "../src/server/scope/scope-report.ts";

const connection = await connect(env().DATABASE_URL);
try {
  await migrate(connection.db, connection.kind);
  const marking = await markStoresOutOfScope(connection.db);
  console.log(scopeReportText(marking, await listOutOfScope(connection.db)));
} finally {
  await connection.close();
}
