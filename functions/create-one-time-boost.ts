// POST /api/create-one-time-boost - {groceryStoreId, userEmail, userName} -> {clientSecret} of the
// one-time plan's payment for 30 days of boost; on a running boost it adds the 30 days after it
// ({extendsFrom, message}).
import { createOneTimeBoost } from "../src/boosts/create-one-time-boost.server.ts";
import { purchase } from "../src/boosts/purchase-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({ POST: purchase(createOneTimeBoost) });

export const config = { path: "/api/create-one-time-boost" };
