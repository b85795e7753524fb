// Newsletter sign-up with double opt-in: the address gets a confirmation link and receives nothing
// else until it is followed. The answer is the same for every address, new, waiting or already
// subscribed, so the form cannot tell anyone who reads our newsletter; the mail says the rest.
// Signing up twice is harmless and never floods an inbox (one mail per address per 10 minutes).
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { upsertPendingSubscriber } from "../../../db/queries/newsletter.ts";
import { lastVerificationSentAt } from "../../../db/queries/verifications.ts";
import { emailAddressSchema } from "../../shared/email-address.ts";
import { env } from "../../config/env.ts";
import { renderMail } from "../mail/layout.ts";
import { sendMail } from "../mail/send-mail.ts";
import { createVerificationToken } from "../verification/tokens.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

export const subscribeSchema = z.object({ email: emailAddressSchema });

export const NEWSLETTER_PURPOSE = "newsletter";
export const SUBSCRIBE_ANSWER = { message: "Check your inbox to confirm your subscription." } as const;
const RESEND_AFTER_MS = 10 * 60 * 1000;

export async function subscribe(db: Db, email: string): Promise<{ message: string }> {
  const subscriber = await upsertPendingSubscriber(db, email);
  const lastSent = await lastVerificationSentAt(db, email, NEWSLETTER_PURPOSE);
  if (lastSent && Date.now() - lastSent.getTime() <= RESEND_AFTER_MS) return SUBSCRIBE_ANSWER;
  // Always a token, also for a confirmed address: it is the resend clock (and a harmless re-confirm).
  const token = await createVerificationToken(db, {
    email,
    purpose: NEWSLETTER_PURPOSE,
    subjectId: subscriber.id,
    ttlHours: 72,
  });
  const site = env().SITE_URL;
  const unsubscribeUrl = `${site}/api/newsletter/unsubscribe?token=${unsubscribeToken(subscriber.id)}`;
  const confirmed = subscriber.status === "confirmed";
  await sendMail({
    to: email,
    subject: confirmed
      ? "You're already subscribed to Small Town Grocers"
      : "Confirm your subscription to Small Town Grocers",
    ...renderMail({
      paragraphs: confirmed
        ? [
            "Someone, probably you, asked to sign this address up for our weekly news. It is already subscribed: there is nothing to do. Thanks for reading!",
            "If you would rather not hear from us, the link below unsubscribes you.",
          ]
        : [
            "Thanks for signing up for weekly news about independent grocers and local deals.",
            "Please confirm that this address is yours. If you didn't sign up, ignore this message and you won't hear from us again.",
          ],
      ...(!confirmed && {
        action: { label: "Confirm my subscription", url: `${site}/api/newsletter/confirm?token=${token}` },
      }),
      unsubscribeUrl,
    }),
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
  return SUBSCRIBE_ANSWER;
}
