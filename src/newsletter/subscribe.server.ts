// Newsletter sign-up with double opt-in: the address gets a confirmation link and receives nothing
// else until it is followed. The answer is the same for every address, new, waiting or already
// subscribed, so the form cannot tell anyone who reads our newsletter; the mail says the rest.
// Signing up twice is harmless and never floods an inbox (one mail per address per 10 minutes).
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { areaNames, getSubscriberArea, upsertPendingSubscriber } from "./newsletter-queries.server.ts";
import { lastVerificationSentAt } from "../platform/email-tokens-queries.server.ts";
import { emailAddressSchema } from "../platform/email-address.ts";
import { areaLabel, newsletterAreaSchema, type NewsletterArea } from "./area.ts";
import { env } from "../platform/env.server.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { sendMail } from "../platform/send-mail.server.ts";
import { createVerificationToken } from "../platform/email-tokens.server.ts";
import { chooseTownUrl, listUnsubscribeHeaders, unsubscribeUrl as unsubscribeUrlOf } from "./links.server.ts";
import { resolveArea } from "./resolve-area.server.ts";

export const subscribeSchema = z.object({ email: emailAddressSchema }).and(newsletterAreaSchema);

export const NEWSLETTER_PURPOSE = "newsletter";
export const SUBSCRIBE_ANSWER = { message: "Check your inbox to confirm your subscription." } as const;
const RESEND_AFTER_MS = 10 * 60 * 1000;

export async function subscribe(db: Db, email: string, area: NewsletterArea = {}): Promise<{ message: string }> {
  const requested = await resolveArea(db, area);
  const subscriber = await upsertPendingSubscriber(db, email, requested);
  const lastSent = await lastVerificationSentAt(db, email, NEWSLETTER_PURPOSE);
  if (lastSent && Date.now() - lastSent.getTime() <= RESEND_AFTER_MS) return SUBSCRIBE_ANSWER;
  // Always a token, also for a confirmed address: it is the resend clock (and a harmless re-confirm).
  const token = await createVerificationToken(db, {
    email,
    purpose: NEWSLETTER_PURPOSE,
    subjectId: subscriber.id,
    ttlHours: 72,
    // The link confirms the area asked for here, and only it (ADR 057): a stranger who signs the
    // address up again for another town gets a link for that town mailed to this inbox, not a
    // changed town behind the link already there.
    area: requested ?? { cityId: null, state: null },
  });
  const site = env().SITE_URL;
  const unsubscribeUrl = unsubscribeUrlOf(subscriber.id);
  const confirmed = subscriber.status === "confirmed";
  // A confirmed address gets its own area's name; an unconfirmed one the area this link confirms.
  const named = confirmed ? await getSubscriberArea(db, subscriber.id) : requested && (await areaNames(db, requested));
  const digestFor = named?.cityName || named?.state ? `the weekly digest for ${areaLabel(named)}` : undefined;
  await sendMail({
    to: email,
    subject: confirmed
      ? "You're already subscribed to Small Town Grocers"
      : "Confirm your subscription to Small Town Grocers",
    ...renderMail({
      paragraphs: confirmed
        ? [
            `Someone, probably you, asked to sign this address up for our weekly news. It is already subscribed to ${digestFor ?? "our weekly digest"}: there is nothing to do. Thanks for reading!`,
            `To get another town's digest, choose it here: ${chooseTownUrl(subscriber.id)}`,
            "If you would rather not hear from us, the link below unsubscribes you.",
          ]
        : [
            `Thanks for signing up for ${digestFor ?? "our weekly digest"}: this week's circulars, featured stores and new stores from independent grocers.`,
            "Please confirm that this address is yours. If you didn't sign up, ignore this message and you won't hear from us again.",
            `Once you have confirmed, you can choose another town here: ${chooseTownUrl(subscriber.id)}`,
          ],
      ...(!confirmed && {
        action: { label: "Confirm my subscription", url: `${site}/api/newsletter/confirm?token=${token}` },
      }),
      unsubscribeUrl,
    }),
    headers: listUnsubscribeHeaders(subscriber.id),
  });
  return SUBSCRIBE_ANSWER;
}
