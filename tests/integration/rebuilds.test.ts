// Data changes mark the site stale; the local watcher and the production build hook turn that into
// one build per burst of changes. Votes are not content: they build only after the vote interval
// (ADR 042).
import { createServer, type Server } from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, useDb } from "../../db/client.ts";
import { getRebuildState, markRebuildStarted } from "../../src/site/rebuilds-queries.server.ts";
import { siteRebuilds } from "../../db/schema.ts";
import { watchForRebuilds } from "../../scripts/lib/rebuild-watcher.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { triggerBuildHook } from "../../src/site/build-hook.server.ts";
import { isStale, QUIET_PERIOD_MS } from "../../src/site/rebuild-policy.server.ts";
import { requestRebuild } from "../../src/site/request-rebuild.server.ts";
import { castVote } from "../../src/votes/cast-vote.server.ts";
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
    expect(await triggerBuildHook({ force: false })).toBe("triggered for content");
    expect(await triggerBuildHook({ force: false })).toBe("up-to-date");
    expect(hookCalls).toBe(1);
    expect(await triggerBuildHook({ force: true })).toBe("forced");
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
    "cannot mark a build started while a vote that relied on the pending note is uncommitted",
    async () => {
      const city = await insertCity(testDb.db, { name: "Owatonna", state: "MN" });
      const store = await insertStore(testDb.db, city.id);
      await castVote(testDb.db, store.id, { deviceId: "device-0", networkHash: "network-0" });
      const voter = new pg.Client({ connectionString: testDb.url });
      await voter.connect();
      try {
        await voter.query("begin");
        const { rows } = await voter.query("select outcome from cast_upvote($1, 'device-1', 'network-1', 60, 3)", [
          store.id,
        ]);
        expect(rows[0].outcome).toBe("counted");
        // The vote skipped its own note (one is pending): the build must read after its commit.
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

describe(`votes and the rebuild policy on ${engine}`, () => {
  const HOUR = 60 * 60 * 1000;
  let storeId: string;
  let voter = 0;
  // Each vote from a new device and network, so the vote limits never refuse one.
  const vote = () => castVote(testDb.db, storeId, { deviceId: `policy-device-${++voter}`, networkHash: `n-${voter}` });
  /** A clean marker row whose last build started `ago` milliseconds before now, with nothing since. */
  const lastBuildStarted = async (ago: number) => {
    await testDb.db.delete(siteRebuilds);
    await markRebuildStarted(testDb.db, new Date(Date.now() - ago));
  };

  beforeAll(async () => {
    const city = await insertCity(testDb.db, { name: "Faribault", state: "MN" });
    storeId = (await insertStore(testDb.db, city.id)).id;
  });

  afterAll(() => {
    delete process.env.VOTE_REBUILD_INTERVAL_MINUTES;
    resetEnv();
  });

  it("does not make the site stale for content: a vote notes the counts changed, once per build", async () => {
    await lastBuildStarted(60_000);
    hookCalls = 0;
    await vote();
    const state = await getRebuildState(testDb.db);
    expect(isStale(state)).toBe(false);
    expect(state.requestedAt).toBeNull();
    expect(state.votesChangedAt!.getTime()).toBeGreaterThan(state.startedAt!.getTime());
    // Later votes find the note and leave the row alone until a build reads them.
    await vote();
    expect((await getRebuildState(testDb.db)).votesChangedAt).toEqual(state.votesChangedAt);
    expect(await triggerBuildHook({ force: false })).toBe("up-to-date");
    expect(hookCalls).toBe(0);
  });

  it("builds for votes once the last build is older than the vote interval (default 3 hours)", async () => {
    await lastBuildStarted(3 * HOUR - 60_000);
    hookCalls = 0;
    await vote();
    expect(await triggerBuildHook({ force: false })).toBe("up-to-date");
    await lastBuildStarted(3 * HOUR + 1_000);
    await vote();
    expect(await triggerBuildHook({ force: false })).toBe("triggered for votes");
    expect(hookCalls).toBe(1);
    // That build read the votes: nothing is pending until the next one.
    expect(await triggerBuildHook({ force: false })).toBe("up-to-date");
    await vote();
    expect(await triggerBuildHook({ force: false })).toBe("up-to-date");
    expect(hookCalls).toBe(1);
  });

  it("takes the interval from VOTE_REBUILD_INTERVAL_MINUTES", async () => {
    process.env.VOTE_REBUILD_INTERVAL_MINUTES = "30";
    resetEnv();
    await lastBuildStarted(31 * 60_000);
    hookCalls = 0;
    await vote();
    expect(await triggerBuildHook({ force: false })).toBe("triggered for votes");
    expect(hookCalls).toBe(1);
    delete process.env.VOTE_REBUILD_INTERVAL_MINUTES;
    resetEnv();
  });

  it("still builds at once for a content change, votes included", async () => {
    await lastBuildStarted(60_000);
    hookCalls = 0;
    await vote();
    expect(await triggerBuildHook({ force: false })).toBe("up-to-date");
    await requestRebuild(testDb.db, "an owner edit");
    expect(await triggerBuildHook({ force: false })).toBe("triggered for content");
    expect(hookCalls).toBe(1);
    const state = await getRebuildState(testDb.db);
    expect(state.startedAt!.getTime()).toBeGreaterThanOrEqual(state.votesChangedAt!.getTime());
  });
});
