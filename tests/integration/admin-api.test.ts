// The admin API: sign-in, stats, store edits with soft delete and restore, city edits, audit log.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, groceryStores } from "../../db/schema.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import cityDescription from "../../functions/admin-cities-description.ts";
import cityImage from "../../functions/admin-cities-image.ts";
import login from "../../functions/admin-login.ts";
import logout from "../../functions/admin-logout.ts";
import stats from "../../functions/admin-stats.ts";
import status from "../../functions/admin-status.ts";
import adminStore from "../../functions/admin-grocery-stores-item.ts";
import restore from "../../functions/admin-grocery-stores-restore.ts";
import adminStores from "../../functions/admin-grocery-stores.ts";
import publicStore from "../../functions/grocery-stores-item.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { adminCookie, asAdmin, SAME_ORIGIN, TEST_ADMIN_PASSWORD } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let cookie: string;
let cityId: number;
let storeId: string;

beforeAll(async () => {
  const city = await insertCity(testDb.db, { name: "Mankato", state: "MN" });
  cityId = city.id;
  storeId = (await insertStore(testDb.db, city.id, { name: "Prairie Pantry", zipCode: "56001", isBoosted: true })).id;
  await insertStore(testDb.db, city.id, { name: "Second Street Grocery" });
  cookie = await adminCookie();
});

describe(`admin sign-in on ${engine}`, () => {
  it("refuses a wrong password with the spec's message, then limits attempts per network", async () => {
    const attempt = () =>
      callFunction(login, "/api/admin/login", {
        method: "POST",
        body: { password: "guess" },
        headers: SAME_ORIGIN,
        ip: "198.51.100.99",
      });
    const first = await attempt();
    expect(first.status).toBe(401);
    expect(first.body.error.message).toBe("Invalid admin password");
    expect(first.headers.getSetCookie()).toEqual([]);
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt()).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("sets an HttpOnly, SameSite=Strict cookie valid for 24 hours and reports the session", async () => {
    const response = await callFunction(login, "/api/admin/login", {
      method: "POST",
      body: { password: TEST_ADMIN_PASSWORD },
      headers: SAME_ORIGIN,
      ip: "192.0.2.77",
    });
    const setCookie = response.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^admin_session=[\w-]{40,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Max-Age=86400");
    const fresh = setCookie.split(";")[0]!;
    expect((await callFunction(status, "/api/admin/status", { headers: { cookie: fresh } })).body).toEqual({
      isAdmin: true,
    });
    expect((await callFunction(status, "/api/admin/status")).body).toEqual({ isAdmin: false });
  });

  it("ends the session on the server at logout", async () => {
    const session = await adminCookie("192.0.2.78");
    const out = await callFunction(logout, "/api/admin/logout", asAdmin(session, { method: "POST" }));
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^admin_session=;/);
    // The old cookie, replayed, is worthless.
    expect((await callFunction(stats, "/api/admin/stats", asAdmin(session))).status).toBe(401);
  });

  it("refuses sign-in when no admin password is configured", async () => {
    delete process.env.ADMIN_PASSWORD;
    resetEnv();
    try {
      const response = await callFunction(login, "/api/admin/login", {
        method: "POST",
        body: { password: "anything" },
        headers: SAME_ORIGIN,
      });
      expect(response.status).toBe(503);
      expect(response.body.error.message).toContain("ADMIN_PASSWORD");
    } finally {
      process.env.ADMIN_PASSWORD = TEST_ADMIN_PASSWORD;
      resetEnv();
    }
  });
});

describe(`admin data on ${engine}`, () => {
  it("reports the stats", async () => {
    const { status: code, body } = await callFunction(stats, "/api/admin/stats", asAdmin(cookie));
    expect(code).toBe(200);
    expect(body).toEqual({
      totalShops: 2,
      totalCities: 1,
      totalUsers: 0,
      boostedShops: 1,
      waiting: { newListings: 0, suggestions: 0, nameAddress: 0, claims: 0 },
      outOfScope: 0,
      lastRefresh: null,
    });
  });

  it("searches and pages the store list", async () => {
    const { body } = await callFunction(
      adminStores,
      "/api/admin/grocery-stores?q=prairie&pageSize=10",
      asAdmin(cookie),
    );
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(body.stores[0]).toMatchObject({ id: storeId, name: "Prairie Pantry", deletedAt: null });
    const bad = await callFunction(adminStores, "/api/admin/grocery-stores?page=0", asAdmin(cookie));
    expect(bad.status).toBe(422);
  });

  it("finds a store by several words across its name and town (issue #25)", async () => {
    const names = async (q: string) =>
      (
        await callFunction(adminStores, `/api/admin/grocery-stores?q=${encodeURIComponent(q)}`, asAdmin(cookie))
      ).body.stores.map((s: { name: string }) => s.name);
    expect(await names("Prairie Pantry Mankato")).toEqual(["Prairie Pantry"]);
    expect(await names("pantry  56001")).toEqual(["Prairie Pantry"]);
    expect(await names("Second Mankato MN")).toEqual(["Second Street Grocery"]);
    expect(await names("Prairie Pantry Duluth")).toEqual([]);
  });

  it("edits a store with the listing's rules, and writes the audit log", async () => {
    const edit = (body: unknown) =>
      callFunction(
        adminStore,
        `/api/admin/grocery-stores/${storeId}`,
        asAdmin(cookie, { method: "PUT", body, params: { id: storeId } }),
      );
    const ok = await edit({ name: "Prairie Pantry & Deli", website: "prairie.example" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: "Prairie Pantry & Deli", website: "https://prairie.example" });
    const publicView = await callFunction(publicStore, "/x", { params: { identifier: storeId } });
    expect(publicView.body.name).toBe("Prairie Pantry & Deli");
    // The edit confirms the listing's details on an admin's word.
    expect(publicView.body.confirmedBy).toBe("admin");
    expect(Date.now() - Date.parse(publicView.body.confirmedAt)).toBeLessThan(60_000);
    const [entry] = await testDb.db.select().from(auditLog).where(eq(auditLog.entityId, storeId));
    expect(entry).toMatchObject({ action: "store.update", before: { name: "Prairie Pantry" } });

    // A blank optional field empties it; fields left out keep their values.
    const cleared = await edit({ phone: "  ", website: "" });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ phone: null, website: null, name: "Prairie Pantry & Deli" });
    expect((await edit({ description: null })).body.description).toBeNull();

    expect((await edit({ name: "" })).body.error.message).toBe("Name is required");
    expect((await edit({ address: null })).status).toBe(422);
    expect((await edit({ zipCode: "99701" })).body.error.message).toContain("Fairbanks, AK");
    expect((await edit({ slug: "hijack" })).status).toBe(422);
    expect((await edit({})).status).toBe(422);
  });

  it("deletes a store softly and restores it with nothing lost", async () => {
    const [before] = await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, storeId));
    const removed = await callFunction(
      adminStore,
      `/api/admin/grocery-stores/${storeId}`,
      asAdmin(cookie, { method: "DELETE", params: { id: storeId } }),
    );
    expect(removed.status).toBe(200);
    expect((await callFunction(publicStore, "/x", { params: { identifier: storeId } })).status).toBe(404);
    const listed = await callFunction(
      adminStores,
      "/api/admin/grocery-stores?include=deleted&q=prairie",
      asAdmin(cookie),
    );
    expect(listed.body.stores[0].deletedAt).not.toBeNull();

    const back = await callFunction(
      restore,
      `/api/admin/grocery-stores/${storeId}/restore`,
      asAdmin(cookie, { method: "POST", params: { id: storeId } }),
    );
    expect(back.status).toBe(200);
    const [after] = await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, storeId));
    const { updatedAt: _a, ...restored } = after!;
    const { updatedAt: _b, ...original } = before!;
    expect(restored).toEqual(original);
    expect((await callFunction(publicStore, "/x", { params: { identifier: storeId } })).status).toBe(200);
  });

  it("refuses to restore a store deleted more than 30 days ago", async () => {
    const old = await insertStore(testDb.db, cityId, {
      name: "Long Gone Grocery",
      deletedAt: new Date(Date.now() - 31 * 86_400_000),
    });
    const response = await callFunction(
      restore,
      `/api/admin/grocery-stores/${old.id}/restore`,
      asAdmin(cookie, { method: "POST", params: { id: old.id } }),
    );
    expect(response.status).toBe(409);
  });

  it("edits a city's description and image, trimming and checking the URL", async () => {
    const path = `/api/admin/cities/${cityId}`;
    const described = await callFunction(
      cityDescription,
      `${path}/description`,
      asAdmin(cookie, {
        method: "PUT",
        body: { description: "  A river town.  " },
        params: { cityId: String(cityId) },
      }),
    );
    expect(described.body).toMatchObject({ description: "A river town.", slug: "mankato-mn" });
    const image = (imageUrl: string) =>
      callFunction(
        cityImage,
        `${path}/image`,
        asAdmin(cookie, { method: "PUT", body: { imageUrl }, params: { cityId: String(cityId) } }),
      );
    const set = await image("  https://images.example/mankato.jpg ");
    expect(set.body).toMatchObject({ imageUrl: "https://images.example/mankato.jpg", imageSource: "custom" });
    expect((await image("   ")).body.error.message).toBe("Please enter an image URL");
    expect((await image("javascript:alert(1)")).status).toBe(422);
    const missing = await callFunction(
      cityImage,
      "/x",
      asAdmin(cookie, { method: "PUT", body: { imageUrl: "https://a.example/x.jpg" }, params: { cityId: "999999" } }),
    );
    expect(missing.status).toBe(404);
  });
});
