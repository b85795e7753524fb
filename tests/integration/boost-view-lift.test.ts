// The boost pages' views figure comes from the product's own analytics by ADR 038's rule: featured
// stores against the other listed stores of the same towns, last 30 days, only with enough data.
import { beforeAll, describe, expect, it } from "vitest";
import { boostViewSample } from "../../src/boosts/boost-views-queries.server.ts";
import { analyticsEvents } from "../../db/schema.ts";
import { viewLiftPercent } from "../../src/boosts/view-lift.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv();
const featured: string[] = [];
const others: string[] = [];

async function views(storeId: string, count: number, daysAgo = 1) {
  const createdAt = new Date(Date.now() - daysAgo * 86_400_000);
  const rows = Array.from({ length: count }, () => ({ eventType: "page_view", groceryStoreId: storeId, createdAt }));
  await testDb.db.insert(analyticsEvents).values(rows);
}

beforeAll(async () => {
  for (let t = 0; t < 5; t++) {
    const town = await insertCity(testDb.db);
    for (let k = 0; k < 2; k++) {
      featured.push((await insertStore(testDb.db, town.id, { isBoosted: true })).id);
      others.push((await insertStore(testDb.db, town.id)).id);
    }
  }
  // A town with only a featured store says nothing about featured against others.
  const lonely = await insertCity(testDb.db);
  const alone = await insertStore(testDb.db, lonely.id, { isBoosted: true });
  await views(alone.id, 500);
});

describe(`the boost views figure on ${engine}`, () => {
  it("claims nothing before there is enough data", async () => {
    const sample = await boostViewSample(testDb.db, 30);
    expect(sample).toEqual({ featured: { stores: 10, views: 0 }, other: { stores: 10, views: 0 }, towns: 5 });
    expect(viewLiftPercent(sample)).toBeNull();
  });

  it("computes the lift from the last 30 days' store-page views in towns with both kinds", async () => {
    for (const id of featured) await views(id, 80);
    for (const id of others) await views(id, 40);
    // Older than the window, and another event type: neither counts.
    await views(others[0]!, 300, 45);
    await testDb.db
      .insert(analyticsEvents)
      .values({ eventType: "search", groceryStoreId: others[1]!, page: "/search" });
    const sample = await boostViewSample(testDb.db, 30);
    expect(sample).toEqual({ featured: { stores: 10, views: 800 }, other: { stores: 10, views: 400 }, towns: 5 });
    expect(viewLiftPercent(sample)).toBe(100);
  });
});
