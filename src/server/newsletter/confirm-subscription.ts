// GET /api/newsletter/confirm?token=: the link in the sign-up mail. Following it proves the address
// and starts the subscription; a used or expired link does nothing.
import type { Db } from "../../../db/client.ts";
import { setSubscriberStatus } from "../../../db/queries/newsletter.ts";
import { consumeVerificationToken } from "../verification/tokens.ts";
import { NEWSLETTER_PURPOSE } from "./subscribe.ts";

export async function confirmSubscription(db: Db, token: string): Promise<boolean> {
  const verification = await consumeVerificationToken(db, token, NEWSLETTER_PURPOSE);
  if (!verification?.subjectId) return false;
  await setSubscriberStatus(db, verification.subjectId, "confirmed");
  return true;
}
