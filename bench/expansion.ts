// An expansion run against the local fake Overpass (tests/helpers/fake-overpass.ts) on an in-memory
// PGlite, through the same worker as production (src/imports/expansion/run-expansion.server.ts): first the
// five areas with recorded answers (the test run), then 50 more areas (empty answers: the cost of
// the query, the area's transaction and the lease, without stores). Prints areas per second and
// what the runs found, added, updated and skipped.
import { performance } from "node:perf_hooks";
import { useDb } from "../db/client.ts";
import { createRun, getRun } from "../src/imports/expansion-queries.server.ts";
import { resetEnv } from "../src/platform/env.server.ts";
import { prepareAreas, processRun } from "../src/imports/expansion/run-expansion.server.ts";
import { startFakeOverpass } from "../tests/helpers/fake-overpass.ts";
import { createTestDb } from "../tests/helpers/test-db.ts";

const fake = await startFakeOverpass();
Object.assign(process.env, { OVERPASS_URL: fake.url, OVERPASS_BACKOFF_MS: "0", OVERPASS_TIMEOUT_SECONDS: "10" });
resetEnv();
const testDb = await createTestDb();
useDb(testDb.db, testDb.kind);
await prepareAreas(testDb.db);

for (const areas of [5, 50]) {
  const { id } = await createRun(testDb.db, areas);
  const start = performance.now();
  const outcome = await processRun(testDb.db, id);
  const seconds = (performance.now() - start) / 1000;
  const run = (await getRun(testDb.db, id))!;
  console.log(
    `${areas} areas (${outcome}): ${seconds.toFixed(2)} s, ${(run.areasProcessed / seconds).toFixed(1)} areas/s; ` +
      `stores found ${run.storesFound}, added ${run.storesAdded}, updated ${run.storesUpdated}, ` +
      `chains skipped ${run.chainsSkipped}, rejected ${run.rejected}`,
  );
}
await testDb.close();
await fake.close();
