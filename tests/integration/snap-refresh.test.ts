// Issue #47 items 3 and 4: the monthly USDA refresh, with real-shaped snapshots applied in order: a
// store appears, an admin renames it, the next file changes nothing a person decided, a store's
// authorisation ends ("may have closed", waiting in the Suggestions queue, never deleted), it
// reappears (the mark goes, the suggestion is answered), every listed store says when it was last
// checked, and a refresh that fails changes nothing, is recorded and tells the admin. On each engine.
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { latestRefreshes } from "../../src/imports/snap-refreshes-queries.server.ts";
import { groceryStores, storeSuggestions } from "../../db/schema.ts";
import { REFRESH_SOURCE, runSnapRefresh } from "../../src/imports/refresh/run-refresh.server.ts";
import statsFn from "../../functions/admin-stats.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
const snapshot = (name: string) => join(import.meta.dirname, "../fixtures/snap/refresh", name);
const store = async (snapRecordId: string) =>
  (await testDb.db.select().from(groceryStores).where(eq(groceryStores.snapRecordId, snapRecordId)))[0];
const suggestionsOf = (storeId: string) =>
  testDb.db.select().from(storeSuggestions).where(eq(storeSuggestions.groceryStoreId, storeId));
const DAY = (iso: string) => new Date(`${iso}T12:00:00Z`);

beforeAll(async () => {
  await runSnapRefresh(testDb.db, snapshot("snap_2024-01-31.csv"), DAY("2024-02-01"));
});

describe(`the monthly USDA refresh on ${engine}`, () => {
  it("adds what a file lists, and says when each store was checked", async () => {
    expect((await store("1351430"))!).toMatchObject({ name: "Kilauea General Store", snapCheckedOn: "2024-02-01" });
    expect((await store("1233511"))!.mayHaveClosedOn).toBeNull();
  });

  it("applies the next file as a difference: new stores in, an ended one marked, a person's name kept", async () => {
    const kilauea = (await store("1351430"))!;
    // An admin gives the store its public name between two refreshes.
    await testDb.db
      .update(groceryStores)
      .set({ name: "Kilauea General Store & Deli" })
      .where(eq(groceryStores.id, kilauea.id));

    const summary = await runSnapRefresh(testDb.db, snapshot("snap_2024-02-29.csv"), DAY("2024-03-01"));
    expect(summary).toMatchObject({ new: 1, ended: 1, reappeared: 0 });
    expect((await store("1351430"))!).toMatchObject({
      name: "Kilauea General Store & Deli",
      snapCheckedOn: "2024-03-01",
    });
    expect((await store("1381044"))!.name).toBe("Ohana Foods");
    const kohala = (await store("1233511"))!;
    // Never deleted: marked, and waiting for an admin with USDA's word as the reason.
    expect(kohala).toMatchObject({ mayHaveClosedOn: "2024-03-01", deletedAt: null, closedAt: null });
    const waiting = await suggestionsOf(kohala.id);
    expect(waiting.map((s) => [s.kind, s.status, s.network])).toEqual([["closed", "open", REFRESH_SOURCE]]);
    expect(waiting[0]!.note).toContain("SNAP authorisation ended");

    const subjects = (await readOutbox(testDb.outbox)).map((m) => m.subject);
    expect(subjects).toContain("USDA refresh: 1 new, 1 may have closed, 1 waiting for review");
  });

  it("un-marks a store USDA lists again and answers its suggestion", async () => {
    const summary = await runSnapRefresh(testDb.db, snapshot("snap_2024-03-31.csv"), DAY("2024-04-01"));
    expect(summary).toMatchObject({ new: 0, ended: 0, reappeared: 1 });
    const kohala = (await store("1233511"))!;
    expect(kohala).toMatchObject({ mayHaveClosedOn: null, snapCheckedOn: "2024-04-01" });
    expect((await suggestionsOf(kohala.id)).map((s) => s.status)).toEqual(["rejected"]);
    const runs = await latestRefreshes(testDb.db);
    expect(runs.map((r) => r.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
    expect(runs[0]!.fileDate).toBe("2024-03-31");
  });

  it("changes nothing when a refresh fails, records the failure and tells the admin", async () => {
    const before = await testDb.db.select().from(groceryStores);
    await expect(runSnapRefresh(testDb.db, snapshot("snap_missing.csv"))).rejects.toThrow();
    expect(await testDb.db.select().from(groceryStores)).toEqual(before);
    const [failed] = await latestRefreshes(testDb.db, 1);
    expect(failed).toMatchObject({ status: "failed", error: expect.stringContaining("snap_missing.csv") });
    const mail = await readOutbox(testDb.outbox);
    expect(mail.map((m) => m.subject)).toContain("USDA refresh failed: nothing was changed");
    // The admin panel shows the last refresh and what happened to it.
    const stats = await callFunction(statsFn, "/api/admin/stats", asAdmin(await adminCookie()));
    expect(stats.body.lastRefresh).toMatchObject({ status: "failed", error: expect.stringContaining("snap_missing") });
  });
});
