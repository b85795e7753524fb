// The answer of GET /api/boost-subscriptions/check/{storeId}: whether the store is featured right
// now, and by what. Shaped here so the function only routes, and the store page's check and the
// boost page read the same BoostCheckResponse type.
import type { Db } from "../../db/client.ts";
import { getActiveBoost } from "./boosts-queries.server.ts";
import type { BoostKind } from "./boost-kind.ts";
import type { BoostCheckResponse } from "./boost-check.ts";

export async function checkBoost(db: Db, storeId: string): Promise<BoostCheckResponse> {
  const boost = await getActiveBoost(db, storeId);
  if (!boost) return { hasActiveBoost: false, subscription: null };
  return {
    hasActiveBoost: true,
    subscription: {
      status: boost.status,
      // An active boost always has a period end: boostIsActive() compares it.
      currentPeriodEnd: boost.currentPeriodEnd!.toISOString(),
      // The column's check constraint allows these two kinds only.
      kind: boost.kind as BoostKind,
      cancelAtPeriodEnd: boost.cancelAtPeriodEnd,
    },
  };
}
