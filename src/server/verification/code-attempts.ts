// How many mailed codes may be tried (issue #23). Six digits are guessable without a limit, but a
// limit per address alone let anyone lock the owner out of code entry for 30 minutes with five
// wrong guesses. Tries are counted per address and requesting network (its /24 or /48), so a
// stranger's guesses use up only the stranger's own allowance; a much larger cap per address, over
// every network, still bounds a guesser spread across many networks (at most 100 of a million codes
// per half hour). The mailed link is never limited by either.
import type { Db } from "../../../db/client.ts";
import { createHash } from "node:crypto";
import { enforceRateLimit } from "../http/rate-limit.ts";

const WINDOW_SECONDS = 30 * 60;
export const CODE_TRIES_PER_NETWORK = 5;
export const CODE_TRIES_PER_ADDRESS = 100;
const TOO_MANY = "Too many wrong codes. Please ask for a new one in a little while.";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Counts one try of a code for `email` from `network` (networkHash), or throws a 429. */
export async function limitCodeTries(db: Db, purpose: string, email: string, network: string): Promise<void> {
  const address = sha256(email.trim().toLowerCase());
  await enforceRateLimit(db, {
    key: `${purpose}:${address}:${network}`,
    limit: CODE_TRIES_PER_NETWORK,
    windowSeconds: WINDOW_SECONDS,
    message: TOO_MANY,
  });
  await enforceRateLimit(db, {
    key: `${purpose}:${address}`,
    limit: CODE_TRIES_PER_ADDRESS,
    windowSeconds: WINDOW_SECONDS,
    message: TOO_MANY,
  });
}
