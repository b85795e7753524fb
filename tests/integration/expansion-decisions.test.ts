// The OSM expansion respects what a person decided (issue #45, ADR 061): a shop whose store an admin
// deleted is not listed again when its area is scraped again; the shop's OSM element is kept as the
// store's source record.
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRun } from "../../src/imports/expansion-queries.server.ts";
import { expansionAreas, groceryStores, storeSourceRecords } from "../../db/schema.ts";
import { deleteStore } from "../../src/admin/delete-store.server.ts";
import { updateStore } from "../../src/admin/update-store.server.ts";
import { applyArea } from "../../src/imports/expansion/apply-area.server.ts";
import type { PlannedShop } from "../../src/imports/expansion/plan-area.server.ts";
import { createTestDb, engine, type TestDb } from "../helpers/test-db.ts";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await testDb?.close();
});

const shop = (osmId: string, address: string): PlannedShop => ({
  osmId,
  name: "Glacier Valley Market",
  decision: "independent",
  reason: "no chain brand, banner or store number",
  store: {
    osmId,
    name: "Glacier Valley Market",
    address,
    zipCode: "99801",
    phone: null,
    hours: null,
    website: null,
    latitude: 58.3,
    longitude: -134.4,
    banner: null,
    town: { name: "Juneau", state: "AK", latitude: 58.3, longitude: -134.4 },
  },
});

describe(`the OSM expansion and a person's decisions on ${engine}`, () => {
  it("does not list again a store an admin deleted, under its element or another one of it", async () => {
    const { db } = testDb;
    const [area] = await db
      .insert(expansionAreas)
      .values({ name: "Juneau", state: "AK", latitude: 58.3, longitude: -134.4, zipCode: "99801" })
      .returning();
    const first = await createRun(db, 1);
    expect(await applyArea(db, first.id, area!, [shop("node/10", "1 Glacier Hwy")])).toMatchObject({ added: 1 });
    const [store] = await db.select().from(groceryStores).where(eq(groceryStores.osmId, "node/10"));
    const [record] = await db.select().from(storeSourceRecords).where(eq(storeSourceRecords.recordId, "node/10"));
    expect(record).toMatchObject({ source: "osm", groceryStoreId: store!.id, name: "Glacier Valley Market" });
    await deleteStore(db, store!.id);

    for (const shops of [[shop("node/10", "1 Glacier Hwy")], [shop("way/77", "1 Glacier Highway")]]) {
      await db.update(expansionAreas).set({ scrapedAt: null }).where(eq(expansionAreas.id, area!.id));
      const run = await createRun(db, 1);
      expect(await applyArea(db, run.id, area!, shops)).toMatchObject({ added: 0, updated: 0, rejected: 1 });
    }
    const live = await db
      .select()
      .from(groceryStores)
      .where(and(eq(groceryStores.name, "Glacier Valley Market"), isNull(groceryStores.deletedAt)));
    expect(live).toEqual([]);
  });
  it("never fills in a phone number an admin removed", async () => {
    const { db } = testDb;
    const [area] = await db
      .insert(expansionAreas)
      .values({ name: "Sitka", state: "AK", latitude: 57.05, longitude: -135.33, zipCode: "99835" })
      .returning();
    const sitka = (osmId: string): PlannedShop => {
      const base = shop(osmId, "5 Lake St");
      return {
        ...base,
        name: "Sitka Harbor Grocery",
        store: {
          ...base.store!,
          name: "Sitka Harbor Grocery",
          zipCode: "99835",
          latitude: 57.05,
          longitude: -135.33,
          phone: "(907) 555-0142",
          town: { name: "Sitka", state: "AK", latitude: 57.05, longitude: -135.33 },
        },
      };
    };
    await applyArea(db, (await createRun(db, 1)).id, area!, [sitka("node/20")]);
    const [store] = await db.select().from(groceryStores).where(eq(groceryStores.osmId, "node/20"));
    expect(store!.phone).toBe("(907) 555-0142");
    await updateStore(db, store!.id, { phone: null });
    await db.update(expansionAreas).set({ scrapedAt: null }).where(eq(expansionAreas.id, area!.id));
    expect(await applyArea(db, (await createRun(db, 1)).id, area!, [sitka("node/20")])).toMatchObject({ updated: 1 });
    const [after] = await db.select().from(groceryStores).where(eq(groceryStores.id, store!.id));
    expect(after!.phone).toBeNull();
  });
});
