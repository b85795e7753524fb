// Issue #45 item 5 (ADR 060): an amenity is unknown (null) until a person states it, and saving
// other fields never turns unknown into "no". The listing form states only the boxes ticked; the
// owner's editor and the admin's editor set yes or no and leave untouched amenities as they were;
// the public JSON says null, not false. On each engine.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { groceryStores } from "../../db/schema.ts";
import adminStore from "../../functions/admin-grocery-stores-item.ts";
import collection from "../../functions/grocery-stores.ts";
import publicStore from "../../functions/grocery-stores-item.ts";
import ownerListingFn from "../../functions/owner-grocery-stores.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie } from "../helpers/circulars.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ adminPassword: true });
let cityId: number;
let admin: string;

const UNKNOWN = {
  hasWifi: null,
  hasParking: null,
  petFriendly: null,
  hasLocalProduce: null,
  hasPreparedFoods: null,
  hasOrganicOfferings: null,
};

const amenities = async (id: string) => {
  const [row] = await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id));
  const { hasWifi, hasParking, petFriendly, hasLocalProduce, hasPreparedFoods, hasOrganicOfferings } = row!;
  return { hasWifi, hasParking, petFriendly, hasLocalProduce, hasPreparedFoods, hasOrganicOfferings };
};

/** An imported store as the import leaves it: nothing stated (a USDA row of tests/fixtures/snap). */
const importedStore = (name: string) =>
  insertStore(testDb.db, cityId, {
    name,
    isSample: false,
    dataSource: "usda-snap",
    confirmedBy: "import:usda-snap",
    ...UNKNOWN,
  });

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Mankato", state: "MN" })).id;
  admin = await adminCookie("192.0.2.45");
});

describe(`unknown amenities on ${engine}`, () => {
  it("a new listing states only the boxes ticked; the rest stay unknown", async () => {
    const list = (body: unknown, ip: string) =>
      callFunction(collection, "/api/grocery-stores", { method: "POST", body, ip });
    const plain = await list({ name: "Prairie Pantry", address: "12 North Main Street", zipCode: "56001" }, "10.1.0.5");
    expect(plain.status).toBe(201);
    expect(await amenities(plain.body.id)).toEqual(UNKNOWN);
    const ticked = await list(
      { name: "Valley Foods", address: "40 South Front Street", zipCode: "56001", hasParking: true },
      "10.2.0.5",
    );
    expect(ticked.status).toBe(201);
    expect(await amenities(ticked.body.id)).toEqual({ ...UNKNOWN, hasParking: true });
    const read = await callFunction(publicStore, "/x", { params: { identifier: ticked.body.id } });
    expect(read.body).toMatchObject({ hasParking: true, hasWifi: null, hasOrganicOfferings: null });
  });

  it("an admin's edit of another field leaves unknown amenities unknown; yes, no and not stated are set", async () => {
    const store = await importedStore("Lone Tree Grocery");
    const edit = (body: unknown) =>
      callFunction(
        adminStore,
        `/api/admin/grocery-stores/${store.id}`,
        asAdmin(admin, { method: "PUT", body, params: { id: store.id } }),
      );
    expect((await edit({ phone: "507-555-0123" })).status).toBe(200);
    expect(await amenities(store.id)).toEqual(UNKNOWN);
    const set = await edit({ hasWifi: false, hasLocalProduce: true });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ hasWifi: false, hasLocalProduce: true, hasParking: null });
    expect((await edit({ hasWifi: null })).body).toMatchObject({ hasWifi: null, hasLocalProduce: true });
    const wrong = await edit({ hasParking: "yes" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields.hasParking).toBe("Choose yes, no or not stated.");
  });

  it("an owner's save of a phone leaves unknown amenities unknown; ticking sets yes, unticking no", async () => {
    const store = await importedStore("Corner Grocer");
    const email = "owner-of-corner@example.com";
    await makeVerifiedOwner(testDb.db, store.id, email);
    const cookie = await ownerCookie(testDb.db, email);
    const edit = (body: unknown) =>
      callFunction(ownerListingFn, `/api/owner/grocery-stores/${store.id}`, {
        method: "PUT",
        params: { id: store.id },
        body,
        headers: { cookie },
      });
    const read = await callFunction(ownerListingFn, `/api/owner/grocery-stores/${store.id}`, {
      params: { id: store.id },
      headers: { cookie },
    });
    expect(read.body).toMatchObject({ hasWifi: null, hasParking: null });
    // What the editor sends for a phone change on a store with nothing stated (owner-form-state.ts).
    expect((await edit({ phone: "507-555-0188", acceptsSnap: true })).status).toBe(200);
    expect(await amenities(store.id)).toEqual(UNKNOWN);
    expect((await edit({ hasWifi: true, hasParking: false })).status).toBe(200);
    expect(await amenities(store.id)).toEqual({ ...UNKNOWN, hasWifi: true, hasParking: false });
  });
});
