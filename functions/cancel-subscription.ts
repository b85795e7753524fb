// POST /api/cancel-subscription - {email, subscriptionId} -> {message}; cancels at period end. Needs
// this browser's proof of the address (a subscriber session from /api/get-subscription-info).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { cancelSubscription } from "../src/server/boosts/cancel-subscription.ts";
import { ApiError } from "../src/server/http/errors.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { sessionEmail } from "../src/server/verification/email-proof.ts";
import { cancelSubscriptionSchema } from "../src/shared/boosts/subscription-info.ts";

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
