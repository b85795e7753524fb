// Failed webhook signatures, limited per network (issue #43 item 12). Only a failure is counted,
// and only after the check: a correctly signed event is never refused, whatever its network did
// before (Stripe and the mail provider post from shared ranges). Past the limit, a failure is
// answered 429 instead of its own error, so guessing costs a wait.
import type { Context } from "@netlify/functions";
import type { Db } from "../../db/client.ts";
import { clientIp, networkHash } from "./client-network.server.ts";
import type { ApiError } from "./errors.server.ts";
import { enforceRateLimit } from "./rate-limit.server.ts";

export const SIGNATURE_FAILURES_PER_NETWORK = 20;
const WINDOW_SECONDS = 60 * 60;

/** Counts this failed signature against the caller's network, then throws `failure` (or a 429). */
export async function refuseSignature(
  db: Db,
  request: Request,
  context: Pick<Context, "ip">,
  failure: ApiError,
): Promise<never> {
  await enforceRateLimit(db, {
    key: `webhook-signature:${networkHash(clientIp(request, context))}`,
    limit: SIGNATURE_FAILURES_PER_NETWORK,
    windowSeconds: WINDOW_SECONDS,
    message: "Too many requests with a wrong signature came from your network. Please try again later.",
  });
  throw failure;
}
