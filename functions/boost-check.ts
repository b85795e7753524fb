// GET /api/boost-subscriptions/check/{storeId} - whether the store is featured right now
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { getActiveBoost } from "../db/queries/boosts.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { notFound } from "../src/server/http/errors.ts";
import { findStore, STORE_NOT_FOUND } from "../src/server/stores/find-store.ts";
import { isUuid } from "../src/server/stores/identifier.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const storeId = context.params.storeId ?? "";
    if (!isUuid(storeId)) throw notFound(STORE_NOT_FOUND);
    const db = await getDb();
    const store = await findStore(db, storeId);
    const boost = await getActiveBoost(db, store.id);
    return json({
      hasActiveBoost: Boolean(boost),
      subscription: boost ? { status: boost.status, currentPeriodEnd: boost.currentPeriodEnd!.toISOString() } : null,
    });
  },
});

export const config = { path: "/api/boost-subscriptions/check/:storeId" };
