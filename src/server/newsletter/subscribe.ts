// Newsletter sign-up with double opt-in: the address gets a confirmation link and receives nothing
// else until it is followed. Signing up twice is harmless and never floods an inbox.
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
const RESEND_AFTER_MS = 10 * 60 * 1000;

export async function subscribe(db: Db, email: string): Promise<{ message: string }> {
  const subscriber = await upsertPendingSubscriber(db, email);
  if (subscriber.status === "confirmed") return { message: "You're already subscribed. Thanks for reading!" };
  const lastSent = await lastVerificationSentAt(db, email, NEWSLETTER_PURPOSE);
  if (!lastSent || Date.now() - lastSent.getTime() > RESEND_AFTER_MS) {
    const token = await createVerificationToken(db, {
      email,
      purpose: NEWSLETTER_PURPOSE,
      subjectId: subscriber.id,
      ttlHours: 72,
    });
    const site = env().SITE_URL;
    const unsubscribeUrl = `${site}/api/newsletter/unsubscribe?token=${unsubscribeToken(subscriber.id)}`;
    await sendMail({
      to: email,
      subject: "Confirm your subscription to Small Town Grocers",
      ...renderMail({
        paragraphs: [
          "Thanks for signing up for weekly news about independent grocers and local deals.",
          "Please confirm that this address is yours. If you didn't sign up, ignore this message and you won't hear from us again.",
        ],
        action: { label: "Confirm my subscription", url: `${site}/api/newsletter/confirm?token=${token}` },
        unsubscribeUrl,
      }),
      headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  }
  return { message: "Check your inbox to confirm your subscription." };
}
