// POST /api/create-boost-subscription - {groceryStoreId, userEmail, userName} -> {clientSecret} of the
// first invoice of a monthly boost subscription (price: src/boosts/plans.ts); 409 when the
// store is already boosted.
import { createBoostSubscription } from "../src/boosts/create-boost-subscription.server.ts";
import { purchase } from "../src/boosts/purchase-handler.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({ POST: purchase(createBoostSubscription) });

export const config = { path: "/api/create-boost-subscription" };
