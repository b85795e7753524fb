// The vote's statement is named only where each connection has a session of its own (ADR 068): on
// the embedded server every connection shares one PGlite session, and a name prepared twice fails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, hasOwnSessions } from "../../db/client.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { newDeviceId } from "../../src/votes/device.server.ts";
import { castUpvote } from "../../src/votes/upvotes-queries.server.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

describe(`the vote's statement over the wire on ${engine}`, () => {
  it("counts votes from several connections of one pool at once", async () => {
    const city = await insertCity(testDb.db, { name: "Sleepy Eye", state: "MN" });
    const store = await insertStore(testDb.db, city.id, { upvoteCount: 0 });
    const poolMax = process.env.DATABASE_POOL_MAX;
    process.env.DATABASE_POOL_MAX = "4";
    resetEnv();
    const wire = await connect(testDb.url);
    try {
      expect(hasOwnSessions(wire.db)).toBe(engine === "postgres");
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          castUpvote(wire.db, { storeId: store.id, deviceId: newDeviceId(), networkHash: `network-${n}` }, 60, 5),
        ),
      );
      expect(outcomes.filter((o) => "upvoteCount" in o)).toHaveLength(8);
    } finally {
      await wire.close();
      process.env.DATABASE_POOL_MAX = poolMax;
      resetEnv();
    }
  });
});
