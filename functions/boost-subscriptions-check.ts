// GET /api/boost-subscriptions/check/{storeId} - whether the store is featured right now:
// {hasActiveBoost, subscription: {status, currentPeriodEnd, kind, cancelAtPeriodEnd} | null}
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { checkBoost } from "../src/boosts/boost-check.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { findStore, requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  GET: async (_request: Request, context: Context) => {
    const db = await getDb();
    const store = await findStore(db, requireStoreId(context.params.storeId));
    return json(await checkBoost(db, store.id));
  },
});

export const config = { path: "/api/boost-subscriptions/check/:storeId" };
