import { and, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, groceryStores, storeOwners } from "../../db/schema.ts";
import { hasActiveBoost } from "../boosts/active-boost-queries.server.ts";
import { countOutOfScope } from "../scope/out-of-scope-queries.server.ts";
import { listedStore } from "../stores/store-visibility-queries.server.ts";
import { countWaiting } from "../review/waiting-counts-queries.server.ts";
import { latestRefreshes } from "../imports/snap-refreshes-queries.server.ts";

export async function getAdminStats(db: Db) {
  const [shops] = await db
    .select({
      totalShops: sql<number>`count(*)::int`,
      boostedShops: sql<number>`(count(*) filter (where ${hasActiveBoost}))::int`,
    })
    .from(groceryStores)
    .where(and(listedStore));
  const [towns] = await db.select({ totalCities: sql<number>`count(*)::int` }).from(cities);
  // "Users": the store owners the directory knows (there are no shopper accounts).
  const [owners] = await db.select({ totalUsers: sql<number>`count(*)::int` }).from(storeOwners);
  // What waits in each review queue: the stat cards and the tabs' badges (ADR 063).
  const waiting = await countWaiting(db);
  // The last monthly USDA refresh, when one ran (ADR 064).
  const [refresh] = await latestRefreshes(db, 1);
  const lastRefresh = refresh
    ? {
        startedAt: refresh.startedAt.toISOString(),
        status: refresh.status,
        fileDate: refresh.fileDate,
        summary: refresh.summary,
        error: refresh.error,
      }
    : null;
  // Stores the scope rule marked, waiting for a person to keep or delete them (issue #47).
  const outOfScope = await countOutOfScope(db);
  return { ...shops!, ...towns!, ...owners!, waiting, outOfScope, lastRefresh };
}
