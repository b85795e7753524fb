// POST /api/create-boost-subscription - {groceryStoreId, userEmail, userName} -> {clientSecret} of the
// first invoice of a monthly boost subscription (price: src/boosts/plans.ts); 409 when the
// store is already boosted.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { createBoostSubscription } from "../src/boosts/create-boost-subscription.server.ts";
import { limitPurchases } from "../src/boosts/purchase-limit.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { identifyRequester } from "../src/platform/requester.server.ts";
import { boostPurchaseSchema } from "../src/boosts/purchase-schema.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const input = boostPurchaseSchema.parse(await readJson(request));
    const db = await getDb();
    const requester = identifyRequester(request, context);
    await limitPurchases(db, requester);
    return json(await createBoostSubscription(db, input, requester));
  },
});

export const config = { path: "/api/create-boost-subscription" };
