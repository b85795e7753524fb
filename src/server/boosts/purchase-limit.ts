// Starting checkouts costs Stripe calls: a network may start a few dozen an hour.
import type { Context } from "@netlify/functions";
import type { Db } from "../../../db/client.ts";
import { clientIp, networkHash } from "../http/client-network.ts";
import { enforceRateLimit } from "../http/rate-limit.ts";

const PURCHASES_PER_HOUR = 30;

export function limitPurchases(db: Db, request: Request, context: Context) {
  return enforceRateLimit(db, {
    key: `boost-purchase:${networkHash(clientIp(request, context))}`,
    limit: PURCHASES_PER_HOUR,
    windowSeconds: 3600,
    message: "Too many checkout attempts from your network. Please try again later.",
  });
}
