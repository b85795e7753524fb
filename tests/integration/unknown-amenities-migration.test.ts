// Issue #45 item 5 (ADR 060): migration 0027 makes the six amenity columns able to say "unknown"
// (null). On a database as it was before it, with rows as they were (every amenity false by the old
// column default), it leaves unknown what nobody stated: an imported store's and a form listing's
// amenities, except a value an owner or an admin recorded in the audit log. The sample seed's
// values stay. Stores added afterwards start unknown. On each engine.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../db/migrate.ts";
import { OWNER_EDIT_ACTION, OWNER_EDIT_REVERT_ACTION } from "../../src/owners/owner-edits-queries.server.ts";
import { auditLog, groceryStores } from "../../db/schema.ts";
import { insertCity } from "../helpers/test-data.ts";
import { createTestDbBefore, type TestDb } from "../helpers/test-db.ts";

const ALL_FALSE = {
  hasWifi: false,
  hasParking: false,
  petFriendly: false,
  hasLocalProduce: false,
  hasPreparedFoods: false,
  hasOrganicOfferings: false,
};
const ALL_UNKNOWN = {
  hasWifi: null,
  hasParking: null,
  petFriendly: null,
  hasLocalProduce: null,
  hasPreparedFoods: null,
  hasOrganicOfferings: null,
};

let testDb: TestDb;
const ids: Record<string, string> = {};

const amenities = async (id: string) => {
  const [row] = await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id));
  const { hasWifi, hasParking, petFriendly, hasLocalProduce, hasPreparedFoods, hasOrganicOfferings } = row!;
  return { hasWifi, hasParking, petFriendly, hasLocalProduce, hasPreparedFoods, hasOrganicOfferings };
};

const audit = (storeId: string, action: string, after: Record<string, unknown>, actor = "owner@example.com") =>
  testDb.db
    .insert(auditLog)
    .values({ actor, action, entityType: "grocery_store", entityId: storeId, before: {}, after });

beforeAll(async () => {
  testDb = await createTestDbBefore("0027_unknown_amenities");
  const city = await insertCity(testDb.db);
  // Rows written as the database stood before 0027, naming only the columns it had then: the
  // schema's row type has columns later migrations add.
  type OldRow = Partial<typeof ALL_FALSE> & {
    isSample?: boolean;
    dataSource?: string | null;
    snapRecordId?: string;
    osmId?: string;
    confirmedBy?: string;
  };
  const store = async (key: string, values: OldRow) => {
    const row = { ...ALL_FALSE, isSample: false, dataSource: null, confirmedBy: "lister", ...values };
    const id = randomUUID();
    await testDb.db.execute(sql`
      insert into grocery_stores (id, slug, name, city_id, address, zip_code, has_wifi, has_parking,
        pet_friendly, has_local_produce, has_prepared_foods, has_organic_offerings, is_sample,
        data_source, snap_record_id, osm_id, confirmed_by)
      values (${id}::uuid, ${key.toLowerCase()}, ${key}, ${city.id}, '1 Main St', '56001', ${row.hasWifi},
        ${row.hasParking}, ${row.petFriendly}, ${row.hasLocalProduce}, ${row.hasPreparedFoods},
        ${row.hasOrganicOfferings}, ${row.isSample}, ${row.dataSource}, ${row.snapRecordId ?? null},
        ${row.osmId ?? null}, ${row.confirmedBy})`);
    ids[key] = id;
  };
  // Rows as the old defaults left them: every amenity false, whoever added the store.
  await store("usda", { dataSource: "usda-snap", snapRecordId: "1234567", confirmedBy: "import:usda-snap" });
  await store("osmOwned", { dataSource: "osm", osmId: "node/42", hasWifi: true, hasOrganicOfferings: false });
  await store("adminEdited", { dataSource: "usda-snap", hasParking: true });
  await store("listed", { dataSource: null });
  await store("sample", { isSample: true, hasWifi: true, hasParking: false, hasLocalProduce: true });
  // The owner ticked Wi-Fi, then unticked Organic (true, then false): both are statements.
  await audit(ids.osmOwned!, OWNER_EDIT_ACTION, { hasWifi: true });
  await audit(ids.osmOwned!, OWNER_EDIT_ACTION, { hasOrganicOfferings: true });
  await audit(ids.osmOwned!, OWNER_EDIT_REVERT_ACTION, { hasOrganicOfferings: false, revertsChangeId: 2, reason: "x" });
  // Another store's edit and an owner's phone edit say nothing about these amenities.
  await audit(ids.usda!, OWNER_EDIT_ACTION, { phone: "507-555-0100" });
  await audit(ids.adminEdited!, "store.update", { hasParking: true, name: "Miller's Market" }, "admin");
  await migrate(testDb.db, testDb.kind);
}, 120_000);

afterAll(() => testDb?.close());

describe("migration 0027: unknown is not false", () => {
  it("leaves an imported store's amenities unknown", async () => {
    expect(await amenities(ids.usda!)).toEqual(ALL_UNKNOWN);
  });

  it("keeps every value an owner recorded, true or false, and nothing else", async () => {
    expect(await amenities(ids.osmOwned!)).toEqual({ ...ALL_UNKNOWN, hasWifi: true, hasOrganicOfferings: false });
  });

  it("keeps a value an admin's edit recorded", async () => {
    expect(await amenities(ids.adminEdited!)).toEqual({ ...ALL_UNKNOWN, hasParking: true });
  });

  it("leaves a form listing's amenities unknown: the form never asked for them", async () => {
    expect(await amenities(ids.listed!)).toEqual(ALL_UNKNOWN);
  });

  it("keeps the sample seed's stated values", async () => {
    expect(await amenities(ids.sample!)).toEqual({
      hasWifi: true,
      hasParking: false,
      petFriendly: false,
      hasLocalProduce: true,
      hasPreparedFoods: false,
      hasOrganicOfferings: false,
    });
  });

  it("starts a store added afterwards with every amenity unknown", async () => {
    const [city] = await testDb.db.select({ id: groceryStores.cityId }).from(groceryStores).limit(1);
    const [row] = await testDb.db
      .insert(groceryStores)
      .values({ slug: "new-store", name: "New Store", cityId: city!.id, address: "1 Main St", zipCode: "55901" })
      .returning({ id: groceryStores.id });
    expect(await amenities(row!.id)).toEqual(ALL_UNKNOWN);
  });
});
