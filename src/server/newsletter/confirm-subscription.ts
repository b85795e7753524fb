// /api/newsletter/confirm?token=: the link in the sign-up mail. Its page's button (ADR 057) proves
// the address and starts the subscription; a used or expired link does nothing.
import type { Db } from "../../../db/client.ts";
import { setSubscriberStatus } from "../../../db/queries/newsletter.ts";
import { consumeVerificationToken, isUsableVerificationToken } from "../verification/tokens.ts";
import { NEWSLETTER_PURPOSE } from "./subscribe.ts";

/** Whether the link would still confirm: its page shows the button, else says it expired. */
export const canConfirmSubscription = (db: Db, token: string) =>
  isUsableVerificationToken(db, token, NEWSLETTER_PURPOSE);

export async function confirmSubscription(db: Db, token: string): Promise<boolean> {
  const verification = await consumeVerificationToken(db, token, NEWSLETTER_PURPOSE);
  if (!verification?.subjectId) return false;
  await setSubscriberStatus(db, verification.subjectId, "confirmed");
  return true;
}
