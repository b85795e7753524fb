// POST /api/create-one-time-boost - {groceryStoreId, userEmail, userName} -> {clientSecret} of the
// one-time plan's payment for 30 days of boost; on a running boost it adds the 30 days after it
// ({extendsFrom, message}).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { createOneTimeBoost } from "../src/boosts/create-one-time-boost.server.ts";
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
    return json(await createOneTimeBoost(db, input, requester));
  },
});

export const config = { path: "/api/create-one-time-boost" };
