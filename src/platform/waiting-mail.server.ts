// Mail that waits before it goes (ADR 063): a review decision's notice is written to pending_mails in
// the decision's own transaction, sent by the scheduled send-waiting-mail function once due, and
// cancelled when the admin undoes the decision first. Mail that must go at once still uses sendMail.
import type { Db, Tx } from "../../db/client.ts";
import {
  insertWaitingMail,
  lockDueMails,
  markMailFailed,
  markMailSent,
  type WaitingMail,
} from "./pending-mails-queries.server.ts";
import { env } from "./env.server.ts";
import { sendMail } from "./send-mail.server.ts";

/**
 * How long a decision's mail waits: longer than the undo window, so an undo in time always finds
 * its mail unsent, and short enough that the lister hears within minutes.
 */
export const mailWaitSeconds = () => env().REVIEW_UNDO_SECONDS + Math.min(30, env().REVIEW_UNDO_SECONDS);

export async function sendLater(tx: Tx, mail: WaitingMail, options: { reviewActionId?: string; now?: Date } = {}) {
  const sendAfter = new Date((options.now ?? new Date()).getTime() + mailWaitSeconds() * 1000);
  await insertWaitingMail(tx, mail, sendAfter, options.reviewActionId);
}

/** Sends every mail that is due, a batch per transaction; a failure is kept and retried next run. */
export async function sendDueMail(db: Db, now = new Date()): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await lockDueMails(tx, now, 20);
      for (const mail of due) {
        try {
          await sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
          await markMailSent(tx, mail.id, new Date());
          sent++;
        } catch (error) {
          await markMailFailed(tx, mail.id, (error as Error).message);
          console.warn(`waiting mail ${mail.id} not sent: ${(error as Error).message}`);
          failed++;
        }
      }
      return due.length;
    });
    if (batch < 20) return { sent, failed };
  }
}
