// /api/newsletter/confirm?token=: the link in the sign-up mail. Its page's button (ADR 057) proves
// the address and starts the subscription with the area the link was mailed for; a used or expired
// link does nothing.
import type { Db } from "../../db/client.ts";
import { confirmSubscriber } from "./newsletter-queries.server.ts";
import { spendOpenVerifications } from "../platform/email-tokens-queries.server.ts";
import { consumeVerificationToken, isUsableVerificationToken } from "../platform/email-tokens.server.ts";
import { NEWSLETTER_PURPOSE } from "./subscribe.server.ts";

/** Whether the link would still confirm: its page shows the button, else says it expired. */
export const canConfirmSubscription = (db: Db, token: string) =>
  isUsableVerificationToken(db, token, NEWSLETTER_PURPOSE);

export async function confirmSubscription(db: Db, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const verification = await consumeVerificationToken(tx, token, NEWSLETTER_PURPOSE);
    if (!verification?.subjectId) return false;
    // The one link followed settles the area: other links mailed to the address (a stranger's sign-up
    // for another town among them) stop working, so none can move it afterwards.
    await spendOpenVerifications(tx, verification.email, NEWSLETTER_PURPOSE);
    await confirmSubscriber(tx, verification.subjectId, { cityId: verification.cityId, state: verification.state });
    return true;
  });
}
