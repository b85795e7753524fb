// POST /api/create-boost-subscription - {groceryStoreId, userEmail, userName} -> {clientSecret} of the
// first invoice of a monthly boost subscription (price: src/shared/boosts/plans.ts); 409 when the
// store is already boosted.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { createBoostSubscription } from "../src/server/boosts/create-boost-subscription.ts";
import { limitPurchases } from "../src/server/boosts/purchase-limit.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { identifyRequester } from "../src/server/http/requester.ts";
import { boostPurchaseSchema } from "../src/shared/boosts/purchase-schema.ts";

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
