// The spam rules every public form without an account shares (the listing form, suggested edits):
// a filled honeypot is refused, and one network may send only so many per hour. Scoring what was
// written is the form's own business (listings/spam-rules.ts).
import type { Context } from "@netlify/functions";
import type { Db } from "../../db/client.ts";
import { clientIp, networkHash, subnetHash } from "./client-network.server.ts";
import { ApiError } from "./errors.server.ts";
import { enforceRateLimit } from "./rate-limit.server.ts";

export const AUTOMATED_MESSAGE = "This submission looks automated and was not accepted.";

export interface PublicSubmission {
  /** The honeypot field's value (validation/honeypot.ts). */
  nectar: string | undefined;
  /** Names the rate limit's counter: "listing", "suggestion". */
  kind: string;
  perHour: number;
  tooManyMessage: string;
}

/** Refuses a bot or a flood; returns the sender's /24 or /48 network hash, to store instead of the address. */
export async function guardPublicSubmission(
  db: Db,
  request: Request,
  context: Pick<Context, "ip">,
  submission: PublicSubmission,
): Promise<string> {
  if (submission.nectar) throw new ApiError("bad_request", AUTOMATED_MESSAGE);
  const ip = clientIp(request, context);
  await enforceRateLimit(db, {
    key: `${submission.kind}:${networkHash(ip)}`,
    limit: submission.perHour,
    windowSeconds: 3600,
    message: submission.tooManyMessage,
  });
  return subnetHash(ip);
}
