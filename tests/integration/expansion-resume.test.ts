// A run stopped mid-way (its process gone, its lease left behind) is taken over where it stopped
// once the lease runs out, and ends with the same stores as a run that never stopped: no duplicates.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createRun, finishRun, getRun } from "../../src/imports/expansion-queries.server.ts";
import { expansionAreas, expansionRuns, groceryStores } from "../../db/schema.ts";
import run from "../../functions/admin-expansion-run.ts";
import stats from "../../functions/admin-expansion-stats.ts";
import { applyArea } from "../../src/imports/expansion/apply-area.server.ts";
import { expansionIdle, resumeAfterRestart } from "../../src/imports/expansion/queue-run.server.ts";
import { prepareAreas, processRun, runSignature } from "../../src/imports/expansion/run-expansion.server.ts";
import background from "../../functions/expansion-run-background.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { useFakeOverpass } from "../helpers/use-fake-overpass.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
const fake = useFakeOverpass({ timeoutSeconds: 2 });
let cookie: string;

beforeAll(async () => {
  cookie = await adminCookie();
});

const storeCount = async () => (await testDb.db.select({ n: sql<number>`count(*)::int` }).from(groceryStores))[0]!.n;

describe(`an expansion run stopped and resumed on ${engine}`, () => {
  it("resumes at the next area once the stopped worker's lease runs out, writing nothing twice", async () => {
    const { db } = testDb;
    await prepareAreas(db);
    const { id } = await createRun(db, 5);
    // The process dies after two areas: the run stays "running" and its lease stays taken.
    expect(await processRun(db, id, { crashAfterAreas: 2 })).toBe("crashed");
    expect(await getRun(db, id)).toMatchObject({ status: "running", areasProcessed: 2, storesAdded: 5 });
    expect(await storeCount()).toBe(5);

    // While the lease holds, nobody else works on the run, and no second run starts.
    expect(await processRun(db, id)).toBe("held elsewhere");
    const refused = await callFunction(run, "/api/admin/expansion/run", asAdmin(cookie, { method: "POST", body: {} }));
    expect(refused.status).toBe(409);

    // The lease runs out (the clock moved on); the tab's next poll takes the run over.
    await db.update(expansionRuns).set({ leaseUntil: new Date(Date.now() - 1000) });
    const polled = await callFunction(stats, "/api/admin/expansion/stats", asAdmin(cookie));
    expect(polled.body.run).toMatchObject({ id, status: "running" });
    await expansionIdle();

    expect(await getRun(db, id)).toMatchObject({
      status: "completed",
      areasProcessed: 5,
      storesAdded: 7,
      storesUpdated: 0,
      chainsSkipped: 3,
    });
    // Juneau and Fairbanks were asked once each: the takeover began with Eagle River.
    expect(fake.requests.map((r) => r.area)).toEqual([
      "Juneau|AK",
      "Fairbanks|AK",
      "Eagle River|AK",
      "Sitka|AK",
      "Ketchikan|AK",
    ]);
    expect(await storeCount()).toBe(7);
    const perOsm = await db
      .select({ osmId: groceryStores.osmId, n: sql<number>`count(*)::int` })
      .from(groceryStores)
      .groupBy(groceryStores.osmId)
      .having(sql`count(*) > 1`);
    expect(perOsm).toEqual([]);
  });

  it("writes an area once even when two workers bring the same answer", async () => {
    const { db } = testDb;
    const [juneau] = await db
      .select()
      .from(expansionAreas)
      .where(sql`${expansionAreas.name} = 'Juneau'`);
    const { id } = await createRun(db, 5);
    const again = await applyArea(db, id, juneau!, [
      {
        osmId: "node/1",
        name: "Late Worker Market",
        decision: "independent",
        reason: "",
        store: {
          osmId: "node/1",
          name: "Late Worker Market",
          address: "1 Main St",
          zipCode: "99801",
          phone: null,
          hours: null,
          website: null,
          latitude: 58.3,
          longitude: -134.4,
          banner: null,
          town: { name: "Juneau", state: "AK", latitude: 58.3, longitude: -134.4 },
        },
      },
    ]);
    expect(again.applied).toBe(false);
    expect(await storeCount()).toBe(7);
    await finishRun(db, id, "completed");
  });

  it("is taken over at once when npm start comes back, without waiting for the lease", async () => {
    const { db } = testDb;
    const { id } = await createRun(db, 2);
    expect(await processRun(db, id, { crashAfterAreas: 1 })).toBe("crashed");
    expect(await resumeAfterRestart(db)).toBe(id);
    await expansionIdle();
    expect(await getRun(db, id)).toMatchObject({ status: "completed", areasProcessed: 2 });
    expect(await resumeAfterRestart(db)).toBeNull();
  });

  it("works on a run in the background function only with this server's signature", async () => {
    const { db } = testDb;
    const { id } = await createRun(db, 1);
    const call = (body: unknown) =>
      background(
        new Request("http://127.0.0.1:8888/.netlify/functions/expansion-run-background", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    expect((await call({ runId: id, signature: runSignature(id + 1) })).status).toBe(403);
    expect((await call({ runId: String(id), signature: runSignature(id) })).status).toBe(403);
    expect(await getRun(db, id)).toMatchObject({ status: "running", areasProcessed: 0 });
    expect((await call({ runId: id, signature: runSignature(id) })).status).toBe(202);
    expect(await getRun(db, id)).toMatchObject({ status: "completed", areasProcessed: 1 });
  });
});
