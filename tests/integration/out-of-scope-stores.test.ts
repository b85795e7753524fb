// Issue #47 item 2: stores already listed whose ZIP code the scope rule (src/scope/scope.server.ts)
// puts out of scope are marked with the rule's reason, never deleted; the admin's Grocery Stores tab
// lists them ("Out of scope"), and a person keeps (audited, and the decision sticks through every
// later marking) or deletes each one (the ordinary soft delete). On each engine.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, groceryStores } from "../../db/schema.ts";
import listFn from "../../functions/admin-grocery-stores.ts";
import itemFn from "../../functions/admin-grocery-stores-item.ts";
import keepFn from "../../functions/admin-grocery-stores-keep-in-scope.ts";
import statsFn from "../../functions/admin-stats.ts";
import { markStoresOutOfScope } from "../../src/scope/mark-out-of-scope.server.ts";
import { NOT_OUT_OF_SCOPE, SCOPE_KEEP_ACTION } from "../../src/scope/keep-in-scope.server.ts";
import { adminCookie } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let cityId: number;
let admin: string;

const BUCKHEAD = "out of scope: ZIP 30305, RUCA 1, not in a small metro area";

const storeRow = async (id: string) =>
  (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id)))[0]!;
const keep = (id: string, cookie?: string) =>
  callFunction(keepFn, `/api/admin/grocery-stores/${id}/keep-in-scope`, {
    method: "POST",
    params: { id },
    body: {},
    headers: cookie ? { cookie } : {},
  });
const listOutOfScope = (cookie?: string) =>
  callFunction(listFn, "/api/admin/grocery-stores?filter=out-of-scope&pageSize=100", {
    headers: cookie ? { cookie } : {},
  });

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Mankato", state: "MN" })).id;
  admin = await adminCookie("192.0.2.47");
});

describe(`stores out of scope on ${engine}`, () => {
  it("marks a store in ZIP 30305 with the rule's reason and none in 56001, deleting nothing", async () => {
    const atlanta = await insertStore(testDb.db, cityId, { name: "Peachtree Corner Grocery", zipCode: "30305" });
    const mankato = await insertStore(testDb.db, cityId, { name: "Hilltop Market", zipCode: "56001" });
    const before = (await testDb.db.select().from(groceryStores)).length;

    const counts = await markStoresOutOfScope(testDb.db);

    expect(counts).toMatchObject({ newlyMarked: 1, cleared: 0, kept: 0 });
    expect((await storeRow(atlanta.id)).outOfScopeReason).toBe(BUCKHEAD);
    expect((await storeRow(mankato.id)).outOfScopeReason).toBeNull();
    expect((await testDb.db.select().from(groceryStores)).length).toBe(before);
    // It stays on the site until a person decides.
    expect(await storeRow(atlanta.id)).toMatchObject({ deletedAt: null, closedAt: null, isActive: true });

    // A second run changes nothing; a store whose ZIP is in scope again loses its mark.
    expect(await markStoresOutOfScope(testDb.db)).toMatchObject({ newlyMarked: 0, cleared: 0 });
    await testDb.db.update(groceryStores).set({ zipCode: "56001" }).where(eq(groceryStores.id, atlanta.id));
    expect(await markStoresOutOfScope(testDb.db)).toMatchObject({ newlyMarked: 0, cleared: 1 });
    expect((await storeRow(atlanta.id)).outOfScopeReason).toBeNull();
  });

  it("lists exactly the marked stores under the 'Out of scope' filter, with the reason; admins only", async () => {
    const a = await insertStore(testDb.db, cityId, { name: "Buckhead Fresh Foods", zipCode: "30305" });
    const b = await insertStore(testDb.db, cityId, { name: "Lenox Pantry", zipCode: "30305" });
    await insertStore(testDb.db, cityId, { name: "River Valley Foods", zipCode: "56001" });
    await markStoresOutOfScope(testDb.db);
    const marked = (await testDb.db.select().from(groceryStores)).filter((s) => s.outOfScopeReason !== null);

    const listed = await listOutOfScope(admin);
    expect(listed.status).toBe(200);
    const stores = listed.body.stores as { id: string; outOfScopeReason: string | null }[];
    expect(stores.map((s) => s.id).sort()).toEqual(marked.map((s) => s.id).sort());
    expect(stores.map((s) => s.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(stores.every((s) => s.outOfScopeReason === BUCKHEAD)).toBe(true);
    expect(listed.body.total).toBe(marked.length);

    const stats = await callFunction(statsFn, "/api/admin/stats", { headers: { cookie: admin } });
    expect(stats.body.outOfScope).toBe(marked.length);

    expect((await listOutOfScope()).status).toBe(401);
  });

  it("Keep clears the mark, audited, and a later marking leaves the kept store alone", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Piedmont Park Market", zipCode: "30305" });
    await markStoresOutOfScope(testDb.db);

    expect((await keep(store.id)).status).toBe(401);
    const kept = await keep(store.id, admin);
    expect(kept.status).toBe(200);
    const row = await storeRow(store.id);
    expect(row).toMatchObject({ outOfScopeReason: null, scopeKeptBy: "admin" });
    expect(row.scopeKeptAt).toBeInstanceOf(Date);
    const [audit] = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, store.id), eq(auditLog.action, SCOPE_KEEP_ACTION)));
    expect(audit).toMatchObject({ actor: "admin", before: { outOfScopeReason: BUCKHEAD } });

    const again = await markStoresOutOfScope(testDb.db);
    expect(again.kept).toBeGreaterThanOrEqual(1);
    expect((await storeRow(store.id)).outOfScopeReason).toBeNull();
    const listed = (await listOutOfScope(admin)).body.stores as { id: string }[];
    expect(listed.map((s) => s.id)).not.toContain(store.id);

    // Nothing to keep twice; an unknown store is not found.
    expect(await keep(store.id, admin)).toMatchObject({ status: 409, body: { error: { message: NOT_OUT_OF_SCOPE } } });
    expect((await keep("00000000-0000-4000-8000-000000000000", admin)).status).toBe(404);
  });

  it("Delete is the ordinary soft delete, and a later marking neither deletes nor marks anything more", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Midtown Corner Store", zipCode: "30305" });
    await markStoresOutOfScope(testDb.db);
    expect((await storeRow(store.id)).outOfScopeReason).toBe(BUCKHEAD);

    const deleted = await callFunction(itemFn, `/api/admin/grocery-stores/${store.id}`, {
      method: "DELETE",
      params: { id: store.id },
      headers: { cookie: admin },
    });
    expect(deleted.status).toBe(200);
    expect((await storeRow(store.id)).deletedAt).toBeInstanceOf(Date);
    const listed = (await listOutOfScope(admin)).body.stores as { id: string }[];
    expect(listed.map((s) => s.id)).not.toContain(store.id);

    const before = await testDb.db.select().from(groceryStores);
    await markStoresOutOfScope(testDb.db);
    const after = await testDb.db.select().from(groceryStores);
    expect(after.length).toBe(before.length);
    expect(after.map((s) => [s.id, s.deletedAt])).toEqual(
      expect.arrayContaining(before.map((s) => [s.id, s.deletedAt])),
    );
  });
});
