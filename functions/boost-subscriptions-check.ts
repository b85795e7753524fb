// GET /api/boost-subscriptions/check/{storeId} - whether the store is featured right now:
// {hasActiveBoost, subscription: {status, currentPeriodEnd, kind, cancelAtPeriodEnd} | null}
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { getActiveBoost } from "../db/queries/boosts.ts";
import { handle, json } from "../src/server/http/handler.ts";
import type { BoostCheckResponse } from "../src/shared/boosts/purchase-schema.ts";
import { findStore, requireStoreId } from "../src/server/stores/find-store.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    const store = await findStore(db, requireStoreId(context.params.storeId));
    const boost = await getActiveBoost(db, store.id);
    const answer: BoostCheckResponse = {
      hasActiveBoost: Boolean(boost),
      subscription: boost
        ? {
            status: boost.status,
            currentPeriodEnd: boost.currentPeriodEnd!.toISOString(),
            kind: boost.kind as "subscription" | "one_time",
            cancelAtPeriodEnd: boost.cancelAtPeriodEnd,
          }
        : null,
    };
    return json(answer);
  },
});

export const config = { path: "/api/boost-subscriptions/check/:storeId" };
