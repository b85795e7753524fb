// Imported stores the rules cannot decide wait in the admin's 'New listings' queue with their reason
// and source, off every public page; the admin decides them one by one or many at once (a town, a
// reason), and the next import of the same USDA record keeps the decision (ADR 035).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listAllStores } from "../../src/stores/stores-queries.server.ts";
import { auditLog, cities, groceryStores } from "../../db/schema.ts";
import bulkFn from "../../functions/admin-new-listings-bulk.ts";
import editFn from "../../functions/admin-grocery-stores-item.ts";
import queueFn from "../../functions/admin-new-listings.ts";
import storeById from "../../functions/grocery-stores-item.ts";
import { importSnapPlan } from "../../src/imports/snap/import-snap.server.ts";
import { planSnapFile } from "../../src/imports/snap/plan.server.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
const HAWAII = readFileSync(join(import.meta.dirname, "../fixtures/snap/historical-hi-excerpt.csv"), "utf8");
let cookie: string;

const queue = async () => (await callFunction(queueFn, "/api/admin/new-listings", asAdmin(cookie))).body;
const bulk = (body: unknown, auth = cookie) =>
  callFunction(bulkFn, "/api/admin/new-listings/bulk", { ...asAdmin(auth, { method: "POST" }), body });
const named = async (name: string) =>
  (await testDb.db.select().from(groceryStores).where(eq(groceryStores.name, name)))[0]!;

beforeAll(async () => {
  cookie = await adminCookie();
  await importSnapPlan(testDb.db, planSnapFile(HAWAII));
});

describe(`imported stores waiting for review on ${engine}`, () => {
  it("lists them in the queue with their reason and source, and keeps them off public pages", async () => {
    const { items: listings, groups } = await queue();
    const kimura = listings.find((l: { name: string }) => l.name === "Kimura General Store");
    expect(kimura).toMatchObject({
      reviewStatus: "pending",
      dataSource: "usda-snap",
      sourceName: "Kimura General Store",
      reviewReason: 'convenience store (store type "Convenience Store"), but the name says groceries',
    });
    expect(listings.map((l: { name: string }) => l.name)).toContain("Tamura Enterprises, Inc.");
    expect(groups.reasons).toContainEqual({ reason: "the name is only a company's legal name", count: 2 });
    expect(groups.towns).toContainEqual(expect.objectContaining({ name: "Hilo", state: "HI", count: 3 }));

    // Not reachable at its own address, unlike a listing from the form, and in no list.
    expect((await callFunction(storeById, "/x", { params: { identifier: kimura.id } })).status).toBe(404);
    expect((await listAllStores(testDb.db)).map((s) => s.name)).not.toContain("Kimura General Store");
    expect((await listAllStores(testDb.db)).map((s) => s.name)).toContain("Hasegawa General Store");
  });

  it("approves every store waiting for one reason at once", async () => {
    const result = await bulk({ action: "approve", reviewReason: "the name is only a company's legal name" });
    expect(result.status).toBe(200);
    expect(result.body.decided).toBe(2);
    expect(await named("Tamura Enterprises, Inc.")).toMatchObject({ reviewStatus: "approved", confirmedBy: "admin" });
    expect((await listAllStores(testDb.db)).map((s) => s.name)).toContain("Tamura Enterprises, Inc.");
    const audit = await testDb.db.select().from(auditLog).where(eq(auditLog.action, "listing.bulk_approve"));
    expect(audit).toHaveLength(1);
  });

  it("rejects every store waiting in one town, and a re-import keeps the decision", async () => {
    const [hilo] = await testDb.db.select().from(cities).where(eq(cities.slug, "hilo-hi"));
    const noReason = await bulk({ action: "reject", cityId: hilo!.id });
    expect(noReason.status).toBe(422);
    expect(JSON.stringify(noReason.body)).toContain("Please enter a reason for the rejection.");
    const result = await bulk({ action: "reject", cityId: hilo!.id, rejectionReason: "Not a grocery store." });
    expect(result.status).toBe(200);
    // Suisan Company in Hilo was approved with its reason above: two Sack N Save stores are left.
    expect(result.body.decided).toBe(2);
    expect(await named("Sack N Save Hilo 21")).toMatchObject({
      reviewStatus: "rejected",
      rejectionReason: "Not a grocery store.",
    });
    // Another town's store is not touched.
    expect(await named("Kimura General Store")).toMatchObject({ reviewStatus: "pending" });

    const before = (await testDb.db.select().from(groceryStores)).length;
    const again = await importSnapPlan(testDb.db, planSnapFile(HAWAII));
    expect(again.added).toBe(0);
    expect((await testDb.db.select().from(groceryStores)).length).toBe(before);
    expect(await named("Sack N Save Hilo 21")).toMatchObject({ reviewStatus: "rejected" });
    expect(await named("Kimura General Store")).toMatchObject({ reviewStatus: "pending" });
    expect(await named("Tamura Enterprises, Inc.")).toMatchObject({ reviewStatus: "approved" });
  });

  it("lets the admin give a legal-entity name its public name, keeping USDA's", async () => {
    const store = await named("Tamura Enterprises, Inc.");
    const edited = await callFunction(editFn, `/api/admin/grocery-stores/${store.id}`, {
      ...asAdmin(cookie, { method: "PUT", params: { id: store.id } }),
      body: { name: "Tamura's Fine Wine & Liquors" },
    });
    expect(edited.status).toBe(200);
    expect(await named("Tamura's Fine Wine & Liquors")).toMatchObject({
      id: store.id,
      sourceName: "Tamura Enterprises, Inc.",
    });
    // The next import finds it by its USDA record and leaves the admin's name.
    expect((await importSnapPlan(testDb.db, planSnapFile(HAWAII))).added).toBe(0);
    expect(await named("Tamura's Fine Wine & Liquors")).toMatchObject({ sourceName: "Tamura Enterprises, Inc." });
  });

  it("refuses a bad body and a caller who is not an admin", async () => {
    expect((await bulk({ action: "approve" })).status).toBe(422);
    expect((await bulk({ action: "approve", cityId: 1, reviewReason: "x" })).status).toBe(422);
    expect((await bulk({ action: "delete", cityId: 1 })).status).toBe(422);
    expect((await bulk("not json")).status).toBe(400);
    expect(
      (
        await callFunction(bulkFn, "/api/admin/new-listings/bulk", {
          method: "POST",
          body: { action: "approve", cityId: 1 },
        })
      ).status,
    ).toBe(401);
  });
});
