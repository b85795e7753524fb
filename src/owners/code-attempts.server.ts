// How many mailed codes may be tried (issues #23 and #43). Six digits are guessable without a limit.
// A limit per address let anyone lock the owner out of code entry: first five wrong guesses from one
// network (#23), then a hundred from twenty networks (#43). So nothing is counted per address:
// - per address and requesting network (its /24 or /48): one network's guesses use up only that
//   network's own allowance;
// - per issued code, over every network: after a few tries the code stops working (a new one is
//   asked for), which bounds guessing to a few tries per mailed code (at most 5 codes an hour).
// Tries are counted before the code is checked, so parallel guesses cannot outrun the count. The
// mailed link is never limited or spent by either: it keeps working.
import type { Db } from "../../db/client.ts";
import { createHash } from "node:crypto";
import { hitRateLimit } from "../platform/rate-limits-queries.server.ts";
import { liveVerificationHashes, retireVerification } from "../platform/email-tokens-queries.server.ts";
import { ApiError } from "../platform/errors.server.ts";
import { enforceRateLimit } from "../platform/rate-limit.server.ts";

const WINDOW_SECONDS = 30 * 60;
export const CODE_TRIES_PER_NETWORK = 5;
export const CODE_TRIES_PER_CODE = 10;
const TOO_MANY = "Too many wrong codes. Please ask for a new one in a little while.";
export const CODE_USED_UP =
  "This code was tried too many times and no longer works. Please follow the link in the e-mail, or ask for a new code.";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Counts one try of a code for `email` from `network` (networkHash), or throws a 429. */
export async function limitCodeTries(
  db: Db,
  code: { purpose: string; email: string; subjectId?: string },
  network: string,
): Promise<void> {
  const address = sha256(code.email.trim().toLowerCase());
  await enforceRateLimit(db, {
    key: `${code.purpose}:${address}:${network}`,
    limit: CODE_TRIES_PER_NETWORK,
    windowSeconds: WINDOW_SECONDS,
    message: TOO_MANY,
  });
  // A wrong guess is wrong for every code the address holds, so it counts against each of them.
  const live = await liveVerificationHashes(db, code.email, code.purpose, code.subjectId);
  let left = live.length;
  for (const hash of live) {
    const { count } = await hitRateLimit(db, `code-tries:${hash}`, WINDOW_SECONDS);
    if (count > CODE_TRIES_PER_CODE) {
      await retireVerification(db, hash);
      left--;
    }
  }
  if (live.length > 0 && left === 0) throw new ApiError("rate_limited", CODE_USED_UP);
}
