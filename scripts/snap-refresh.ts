// The monthly USDA refresh, run by hand (ADR 064): npm run snap:refresh -- [<file.csv or https address>]
// Reads the given file, else SNAP_REFRESH_URL, and applies it as the scheduled refresh does: new
// stores by the import's rules, ended authorisations marked "may have closed" for an admin, nothing a
// person decided undone, the admin mailed the summary. DATABASE_URL unset means the embedded PGlite,
// as for the import (stop npm start first: one process opens the embedded database).
import { connect } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { env } from "../src/platform/env.server.ts";
import { runSnapRefresh } from "../src/imports/refresh/run-refresh.server.ts";

const source = process.argv[2] ?? env().SNAP_REFRESH_URL;
if (!source) {
  console.error("usage: npm run snap:refresh -- <file.csv | https address>   (or set SNAP_REFRESH_URL)");
  process.exit(2);
}
const connection = await connect(env().DATABASE_URL);
try {
  await migrate(connection.db, connection.kind);
  const summary = await runSnapRefresh(connection.db, source);
  console.log(`USDA refresh from ${source}:`);
  console.table(summary);
} catch (error) {
  console.error(`USDA refresh failed, nothing changed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await connection.close();
}
