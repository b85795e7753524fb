// Data changes mark the site stale; the local watcher and the production build hook turn that into
// one build per burst of changes.
import { createServer, type Server } from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, useDb } from "../../db/client.ts";
import { getRebuildState, markRebuildStarted } from "../../db/queries/rebuilds.ts";
import { siteRebuilds } from "../../db/schema.ts";
import { watchForRebuilds } from "../../scripts/lib/rebuild-watcher.ts";
import { resetEnv } from "../../src/config/env.ts";
import { triggerBuildHook } from "../../src/server/rebuild/build-hook.ts";
import { isStale, QUIET_PERIOD_MS } from "../../src/server/rebuild/rebuild-policy.ts";
import { requestRebuild } from "../../src/server/rebuild/request-rebuild.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";

let testDb: TestDb;
let hookServer: Server;
let hookCalls = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  useDb(testDb.db, testDb.kind);
  hookServer = createServer((request, response) => {
    if (request.method === "POST") hookCalls++;
    response.end("{}");
  });
  await new Promise<void>((resolve) => hookServer.listen(0, "127.0.0.1", resolve));
  const address = hookServer.address() as { port: number };
  process.env.BUILD_HOOK_URL = `http://127.0.0.1:${address.port}/build_hooks/test`;
  resetEnv();
});

afterAll(async () => {
  delete process.env.BUILD_HOOK_URL;
  resetEnv();
  hookServer?.close();
  await closeDb();
  await testDb?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`rebuilds on ${engine}`, () => {
  it("builds once after a burst of changes has gone quiet, and records when", async () => {
    let builds = 0;
    const stop = watchForRebuilds(testDb.db, async () => {
      builds++;
    });
    try {
      for (let i = 0; i < 5; i++) {
        await requestRebuild(testDb.db, `change ${i}`);
        await sleep(200);
      }
      expect(builds).toBe(0);
      await sleep(QUIET_PERIOD_MS + 2_500);
      expect(builds).toBe(1);
      const state = await getRebuildState(testDb.db);
      expect(state.finishedAt!.getTime()).toBeGreaterThanOrEqual(state.startedAt!.getTime());
      expect(state.startedAt!.getTime()).toBeGreaterThanOrEqual(state.requestedAt!.getTime());
    } finally {
      stop();
    }
  }, 20_000);

  it("posts to the production build hook only while the site is stale, unless forced (nightly)", async () => {
    hookCalls = 0;
    await requestRebuild(testDb.db, "an edit");
    expect(await triggerBuildHook({ force: false })).toBe("triggered");
    expect(await triggerBuildHook({ force: false })).toBe("up-to-date");
    expect(hookCalls).toBe(1);
    expect(await triggerBuildHook({ force: true })).toBe("triggered");
    expect(hookCalls).toBe(2);
  });

  it("marks the site stale after a nightly build that ran before any change was requested", async () => {
    // The nightly build's start is the only thing in the marker row: no request time yet.
    await testDb.db.delete(siteRebuilds);
    const nightly = new Date(Date.now() - 60_000);
    await markRebuildStarted(testDb.db, nightly);
    expect(isStale(await getRebuildState(testDb.db))).toBe(false);
    await requestRebuild(testDb.db, "a first edit");
    const state = await getRebuildState(testDb.db);
    expect(state.startedAt).toEqual(nightly);
    expect(state.requestedAt!.getTime()).toBeGreaterThan(nightly.getTime());
    expect(isStale(state)).toBe(true);
  });

  // Only a server with concurrent sessions can hold a vote open beside the build marker.
  it.skipIf(engine !== "postgres")(
    "cannot mark a build started while a vote that relied on the pending build is uncommitted",
    async () => {
      const city = await insertCity(testDb.db, { name: "Owatonna", state: "MN" });
      const store = await insertStore(testDb.db, city.id);
      await requestRebuild(testDb.db, "a change just before the vote");
      const voter = new pg.Client({ connectionString: testDb.url });
      await voter.connect();
      try {
        await voter.query("begin");
        const { rows } = await voter.query(
          "select outcome from cast_upvote($1, 'device-1', 'network-1', 60, 3, make_interval(secs => 1))",
          [store.id],
        );
        expect(rows[0].outcome).toBe("counted");
        // The vote skipped its own request (one is pending): the build must read after its commit.
        let started = false;
        const marking = markRebuildStarted(testDb.db, new Date()).then(() => (started = true));
        await sleep(500);
        expect(started).toBe(false);
        await voter.query("commit");
        await marking;
        expect(started).toBe(true);
      } finally {
        await voter.end();
      }
    },
  );
});
