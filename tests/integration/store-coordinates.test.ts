// Every store has coordinates and says how precise they are (ADR 022): the listing form and an admin
// ZIP edit give the ZIP's centroid, marked approximate; the start-up backfill settles older rows.
import { eq } from "drizzle-orm";
import zipcodes from "zipcodes";
import { beforeAll, describe, expect, it } from "vitest";
import { groceryStores } from "../../db/schema.ts";
import collection from "../../functions/grocery-stores.ts";
import groceryStoresById from "../../functions/grocery-stores-item.ts";
import adminStore from "../../functions/admin-grocery-stores-item.ts";
import { backfillStoreCoordinates } from "../../src/stores/backfill-coordinates.server.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let cityId: number;
const centroid = (zip: string) => {
  const record = zipcodes.lookup(zip)!;
  return { latitude: record.latitude, longitude: record.longitude };
};
const storeRow = async (id: string) =>
  (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id)))[0]!;

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Mankato", state: "MN", latitude: 44.1636, longitude: -93.9994 })).id;
});

describe(`store coordinates on ${engine}`, () => {
  it("gives a store listed through the form its ZIP's centroid, marked approximate", async () => {
    const listed = await callFunction(collection, "/api/grocery-stores", {
      method: "POST",
      body: { name: "Prairie Pantry", address: "12 North Main Street", zipCode: "56001" },
      ip: "203.0.113.7",
    });
    expect(listed.status).toBe(201);
    const { body } = await callFunction(groceryStoresById, "/x", { params: { identifier: listed.body.id } });
    expect(body).toMatchObject({ ...centroid("56001"), coordinatesPrecision: "zip" });
  });

  it("moves an approximate point with an admin's ZIP edit, and keeps it on a name edit", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Hilltop Foods", zipCode: "56001" });
    expect(await storeRow(store.id)).toMatchObject({ ...centroid("56001"), coordinatesPrecision: "zip" });
    const cookie = await adminCookie("192.0.2.44");
    const edit = (body: unknown) =>
      callFunction(
        adminStore,
        `/api/admin/grocery-stores/${store.id}`,
        asAdmin(cookie, { method: "PUT", body, params: { id: store.id } }),
      );
    expect((await edit({ zipCode: "56003" })).status).toBe(200);
    expect(await storeRow(store.id)).toMatchObject({ ...centroid("56003"), coordinatesPrecision: "zip" });
    expect((await edit({ name: "Hilltop Foods & Deli" })).status).toBe(200);
    expect(await storeRow(store.id)).toMatchObject({ ...centroid("56003"), coordinatesPrecision: "zip" });
  });

  it("drops a data source's point when an admin changes the street address", async () => {
    const store = await insertStore(testDb.db, cityId, {
      name: "Riverbend Market",
      zipCode: "56001",
      latitude: 44.17,
      longitude: -94.01,
      coordinatesPrecision: "address",
      dataSource: "usda-snap",
    });
    const cookie = await adminCookie("192.0.2.45");
    const edited = await callFunction(
      adminStore,
      `/api/admin/grocery-stores/${store.id}`,
      asAdmin(cookie, { method: "PUT", body: { address: "400 Other Street" }, params: { id: store.id } }),
    );
    expect(edited.status).toBe(200);
    expect(await storeRow(store.id)).toMatchObject({ ...centroid("56001"), coordinatesPrecision: "zip" });
  });

  it("settles rows written before the precision existed", async () => {
    const legacy = (overrides: Partial<typeof groceryStores.$inferInsert>) =>
      insertStore(testDb.db, cityId, { coordinatesPrecision: null, dataSource: "usda-snap", ...overrides });
    const noPoint = await legacy({ zipCode: "56001", latitude: null, longitude: null });
    const zipPoint = await legacy({ zipCode: "56001", ...centroid("56001") });
    const ownPoint = await legacy({ zipCode: "56001", latitude: 44.15, longitude: -94.02 });
    const unknownZip = await legacy({ zipCode: "00000", latitude: null, longitude: null });
    const townPoint = await legacy({ zipCode: "00000", latitude: 44.1636, longitude: -93.9994 });

    expect(await backfillStoreCoordinates(testDb.db)).toBe(5);
    expect(await storeRow(noPoint.id)).toMatchObject({ ...centroid("56001"), coordinatesPrecision: "zip" });
    expect(await storeRow(zipPoint.id)).toMatchObject({ ...centroid("56001"), coordinatesPrecision: "zip" });
    expect(await storeRow(ownPoint.id)).toMatchObject({
      latitude: 44.15,
      longitude: -94.02,
      coordinatesPrecision: "address",
    });
    expect(await storeRow(unknownZip.id)).toMatchObject({
      latitude: 44.1636,
      longitude: -93.9994,
      coordinatesPrecision: "town",
    });
    expect(await storeRow(townPoint.id)).toMatchObject({ coordinatesPrecision: "town" });
    // Nothing left to settle: a second run changes nothing.
    expect(await backfillStoreCoordinates(testDb.db)).toBe(0);
  });
});
