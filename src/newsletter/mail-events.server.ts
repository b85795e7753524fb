// Bounces and complaints from the mail provider (ADR 039), in Postmark's webhook format: the Bounce
// and SpamComplaint records (https://postmarkapp.com/developer/webhooks/bounce-webhook and
// .../spam-complaint-webhook). Only the fields below are read; others are ignored. An address that
// hard-bounces, is deactivated by the provider, or complains is never mailed again. Any other
// authenticated record (a delivery, an open, a bounce for an address that is not one) is
// acknowledged and left alone: the provider retries a refused event for days (issue #43).
import { timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { suppressSubscriber } from "./newsletter-queries.server.ts";
import { emailAddressSchema } from "../platform/email-address.ts";
import { text } from "../platform/text.ts";
import { z } from "../platform/zod.ts";
import { env } from "../platform/env.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";

export const postmarkEventSchema = z.object({
  RecordType: text().max(64),
  Type: text().max(64).optional(),
  // Not checked as an address here: a BadEmailAddress bounce names one that is not.
  Email: text().optional(),
  // Postmark marks the address inactive when it will not deliver to it any more.
  Inactive: z.boolean().optional(),
});

/**
 * An event may carry the bounced message itself (Postmark's "include bounce content"): one of our
 * own mails, tens of KB, so the cap is far above the usual JSON one; read only once the credentials
 * matched.
 */
export const MAX_MAIL_EVENT_BYTES = 1024 * 1024;

export type PostmarkEvent = z.infer<typeof postmarkEventSchema>;

// Permanent failures among Postmark's bounce types; transient ones (SoftBounce, Transient,
// DnsError, AutoResponder...) do not suppress unless Postmark itself deactivated the address.
const PERMANENT = new Set(["HardBounce", "BadEmailAddress", "SpamNotification", "ManuallyDeactivated", "Blocked"]);

/** Why the event suppresses its address, or null when it does not. */
export function suppressionReason(event: PostmarkEvent): string | null {
  if (event.RecordType === "SpamComplaint") return "SpamComplaint";
  if (event.RecordType !== "Bounce") return null;
  if (event.Type && PERMANENT.has(event.Type)) return event.Type;
  return event.Inactive ? `${event.Type ?? "Bounce"} (deactivated by the provider)` : null;
}

/**
 * Postmark's webhooks authenticate with HTTP basic auth written into the webhook URL
 * (https://postmark:SECRET@site/api/newsletter/mail-events): the password must be
 * MAIL_WEBHOOK_SECRET. Without the variable the endpoint does not exist.
 */
export function requireWebhookSecret(request: Request): void {
  const secret = env().MAIL_WEBHOOK_SECRET;
  if (!secret) throw notFound("Mail events are not configured.");
  const header = request.headers.get("authorization") ?? "";
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header)?.[1];
  const password = encoded ? Buffer.from(encoded, "base64").toString("utf8").split(":").slice(1).join(":") : "";
  const given = Buffer.from(password);
  const expected = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError("unauthorized", "Wrong or missing webhook credentials.");
  }
}

export async function handleMailEvent(db: Db, event: PostmarkEvent): Promise<{ suppressed: boolean }> {
  const reason = suppressionReason(event);
  // No subscriber has an address that is not one: nothing to suppress.
  const email = emailAddressSchema.safeParse(event.Email);
  if (!reason || !email.success) return { suppressed: false };
  return { suppressed: await suppressSubscriber(db, email.data, reason) };
}
