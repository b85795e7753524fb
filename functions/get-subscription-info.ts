// POST /api/get-subscription-info - {email} -> mails a code and link and answers
// {status: "verification_required"}; {email, code} or {token} (the link) proves the address and
// answers {status, message, customer, subscriptions}; so does {email} once this browser proved it.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { redeemSubscriberProof, sendSubscriberProof } from "../src/boosts/subscriber-access.server.ts";
import { subscriptionInfo } from "../src/boosts/subscription-info.server.ts";
import { clientIp, networkHash } from "../src/platform/client-network.server.ts";
import { ApiError } from "../src/platform/errors.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { openEmailSession, sessionEmail } from "../src/owners/email-proof.server.ts";
import { EMAIL_REQUIRED, subscriptionLookupSchema } from "../src/boosts/subscription-info.ts";
import type { SubscriptionInfoResponse } from "../src/boosts/subscription-info.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const input = subscriptionLookupSchema.parse(await readJson(request));
    const db = await getDb();
    if (input.token || input.code) {
      const proven = await redeemSubscriberProof(db, input, networkHash(clientIp(request, context)));
      if (!proven || (input.email && input.email !== proven)) {
        throw new ApiError("bad_request", "This code or link is wrong or has expired. Please ask for a new one.");
      }
      await openEmailSession(db, request, context, proven);
      return json(await subscriptionInfo(db, proven));
    }
    if (!input.email) throw new ApiError("validation_failed", EMAIL_REQUIRED);
    if ((await sessionEmail(db, context)) === input.email) return json(await subscriptionInfo(db, input.email));
    const answer: SubscriptionInfoResponse = {
      status: "verification_required",
      message: await sendSubscriberProof(db, input.email),
      customer: null,
      subscriptions: [],
    };
    return json(answer);
  },
});

export const config = { path: "/api/get-subscription-info" };
