// POST /api/cancel-subscription - {email, subscriptionId} -> {message}; cancels at period end. Needs
// this browser's proof of the address (a subscriber session from /api/get-subscription-info).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { cancelSubscription } from "../src/boosts/cancel-subscription.server.ts";
import { ApiError } from "../src/platform/errors.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { sessionEmail } from "../src/owners/email-proof.server.ts";
import { cancelSubscriptionSchema } from "../src/boosts/subscription-info.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const { email, subscriptionId } = cancelSubscriptionSchema.parse(await readJson(request));
    const db = await getDb();
    if ((await sessionEmail(db, context)) !== email) {
      throw new ApiError("forbidden", "Please confirm your e-mail address first: look up your subscriptions again.");
    }
    return json(await cancelSubscription(db, email, subscriptionId));
  },
});

export const config = { path: "/api/cancel-subscription" };
