// POST /api/create-one-time-boost - {groceryStoreId, userEmail, userName} -> {clientSecret} of the
// one-time plan's payment for 30 days of boost; on a running boost it adds the 30 days after it
// ({extendsFrom, message}).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { createOneTimeBoost } from "../src/server/boosts/create-one-time-boost.ts";
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
    return json(await createOneTimeBoost(db, input, requester));
  },
});

export const config = { path: "/api/create-one-time-boost" };
