// Starting checkouts costs Stripe calls: a network may start a few dozen an hour. What it holds
// unpaid at once is limited apart (reserve-purchase.ts, issue #43).
import type { Db } from "../../db/client.ts";
import { enforceRateLimit } from "../platform/rate-limit.server.ts";
import type { Requester } from "../platform/requester.server.ts";

const PURCHASES_PER_HOUR = 30;

export function limitPurchases(db: Db, requester: Requester) {
  return enforceRateLimit(db, {
    key: `boost-purchase:${requester.network}`,
    limit: PURCHASES_PER_HOUR,
    windowSeconds: 3600,
    message: "Too many checkout attempts from your network. Please try again later.",
  });
}
