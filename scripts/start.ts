// npm start: the whole product on one machine. Migrates, seeds an empty database, builds the static
// site from it, serves dist/ and the functions through Netlify's emulation, and rebuilds in the
// background when data changes.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { connect, useDb } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { markRebuildStarted } from "../src/site/rebuilds-queries.server.ts";
import { seedIfEmpty } from "../db/seed/seed.ts";
import { markStoresOutOfScope } from "../src/scope/mark-out-of-scope.server.ts";
import { scopeMarkingLine } from "../src/scope/scope-report.server.ts";
import { env, resetEnv } from "../src/platform/env.server.ts";
import { retireOtherPasswordsSessions } from "../src/admin/session.server.ts";
import { resumeAfterRestart } from "../src/imports/expansion/queue-run.server.ts";
import { backfillStoreCoordinates } from "../src/stores/backfill-coordinates.server.ts";
import { CheckoutSiteLockedError, lockCheckoutSite } from "./lib/checkout-site-lock.ts";
import { DataFolderLockedError, lockDataFolder } from "./lib/data-folder-lock.ts";
import { startEmbeddedDb, type EmbeddedDb } from "./lib/embedded-db.ts";
import { watchForRebuilds } from "./lib/rebuild-watcher.ts";
import { serveSite } from "./lib/serve.ts";
import { buildSite, cancelBuild } from "./lib/site-builder.ts";
import { startBoosts } from "./lib/boosts.ts";
import { startLocalBlobs } from "./lib/local-blobs.ts";
import { keepServingOnUncaughtErrors } from "./lib/keep-serving.ts";
import { startNewsletter } from "./lib/newsletter.ts";
import { startWaitingMail } from "./lib/waiting-mail.ts";

const projectRoot = process.cwd();
if (existsSync(".env")) process.loadEnvFile(".env");

const port = Number(process.env.PORT ?? 8888);
process.env.SITE_URL ??= `http://127.0.0.1:${port}`;
// Locally, an admin password for this run only; production sets ADMIN_PASSWORD (see the README).
const oneTimeAdminPassword = process.env.ADMIN_PASSWORD ? undefined : randomBytes(9).toString("base64url");
if (oneTimeAdminPassword) process.env.ADMIN_PASSWORD = oneTimeAdminPassword;
resetEnv();
const { DATABASE_URL, PGLITE_DATA_DIR } = env();

let embedded: EmbeddedDb | undefined;
let dataFolderLock: { release: () => Promise<void> } | undefined;
let siteLock: { release: () => Promise<void> } | undefined;
/** Prints why this start cannot go on, and ends it before it touches any data. */
function refuseStart(error: unknown, kind: new (...args: never[]) => Error): never {
  if (!(error instanceof kind)) throw error;
  console.error(error.message);
  process.exit(1);
}
const dataDir = resolve(PGLITE_DATA_DIR);
if (!DATABASE_URL) {
  // One npm start per data folder: a second one would acknowledge writes the first then loses.
  try {
    dataFolderLock = await lockDataFolder(dataDir, { url: env().SITE_URL, pid: process.pid });
  } catch (error) {
    refuseStart(error, DataFolderLockedError);
  }
}
// One npm start per checkout too: every start serves the checkout's one `dist` (issue #43).
try {
  siteLock = await lockCheckoutSite(projectRoot, {
    url: env().SITE_URL,
    pid: process.pid,
    dataDir,
  });
} catch (error) {
  refuseStart(error, CheckoutSiteLockedError);
}
if (!DATABASE_URL) {
  embedded = await startEmbeddedDb(dataDir);
  // Everything after this point, in this process and its children, talks to it over the wire.
  process.env.DATABASE_URL = embedded.url;
  process.env.DATABASE_POOL_MAX = "1";
  resetEnv();
  console.log(`Embedded database: ${dataDir}`);
}
const databaseUrl = process.env.DATABASE_URL!;
const connection = await connect(databaseUrl);
useDb(connection.db, connection.kind);

await migrate(connection.db, connection.kind);
// Sessions of an admin password other than this run's end now, not when it is next set (ADR 034).
await retireOtherPasswordsSessions(connection.db);
const seeded = await seedIfEmpty(connection.db);
if (seeded) console.log("Seeded the sample dataset.");
// Rows from before ADR 022: every store gets coordinates (a ZIP centroid at least) and their precision.
const placed = await backfillStoreCoordinates(connection.db);
if (placed > 0) console.log(`Gave ${placed} stores coordinates or their precision.`);
// Stores the scope rule puts out are marked for an admin to keep or delete, never removed (issue #47).
const scope = await markStoresOutOfScope(connection.db);
if (scope.marked > 0 || scope.cleared > 0) console.log(scopeMarkingLine(scope));

const dataRoot = resolve(dirname(resolve(PGLITE_DATA_DIR)));
const rebuild = async () => {
  const { seconds } = await buildSite(projectRoot, dataRoot, databaseUrl, { embeddedDatabase: Boolean(embedded) });
  console.log(`Site built in ${seconds.toFixed(1)} s`);
};
console.log("Building the site from the database...");
// Recorded like the watcher's builds, so changes and votes from before the start count as built
// (the vote interval runs from here, ADR 042) and a change made meanwhile is built next.
await markRebuildStarted(connection.db, new Date());
await rebuild();
const stopWatching = watchForRebuilds(connection.db, rebuild);

await startBoosts({ port, dataRoot, db: connection.db });
// The weekly digest and the one-time town prompt, on production's schedule (ADR 039).
const stopNewsletter = startNewsletter(connection.db);
// Review decisions' mails once their undo window is over (ADR 063).
const stopWaitingMail = startWaitingMail(connection.db);
const stopBlobs = await startLocalBlobs(dataRoot);
const site = await serveSite({ projectRoot, port, siteUrl: env().SITE_URL });
if (oneTimeAdminPassword) console.log(`Admin password for this run: ${oneTimeAdminPassword} (${site.url}/admin-login)`);
// From here on, a stray error is logged instead of ending the process (a failed start still exits).
keepServingOnUncaughtErrors();
console.log(`Ready: ${site.url}`);
// An expansion run the last stop interrupted goes on where it stopped (ADR 020).
const resumedRun = await resumeAfterRestart(connection.db);
if (resumedRun) console.log(`Resuming expansion run ${resumedRun} where it stopped.`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  stopWatching();
  stopNewsletter();
  stopWaitingMail();
  cancelBuild();
  await site.close();
  await stopBlobs();
  await connection.close();
  await embedded?.stop();
  await siteLock?.release();
  await dataFolderLock?.release();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
