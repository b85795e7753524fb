// The subscriber's own page for their digest's area (/newsletter/town?token=), reached from the
// link in every newsletter mail and the one-time "choose your town" mail. The signed token is the
// proof: it is the same one the unsubscribe link carries.
import type { Db } from "../../db/client.ts";
import { getSubscriberArea, setSubscriberArea } from "./newsletter-queries.server.ts";
import { areaLabel, newsletterAreaSchema, type NewsletterArea } from "./area.ts";
import { text } from "../platform/text.ts";
import { z } from "../platform/zod.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { resolveArea } from "./resolve-area.server.ts";
import { verifyUnsubscribeToken } from "./unsubscribe-token.server.ts";

export const areaTokenSchema = text().max(200);
export const changeAreaSchema = z.object({ token: areaTokenSchema }).and(newsletterAreaSchema);

async function subscriberOf(db: Db, token: string) {
  const id = verifyUnsubscribeToken(token);
  const subscriber = id ? await getSubscriberArea(db, id) : undefined;
  if (!subscriber || subscriber.status === "unsubscribed") {
    throw notFound("This link is not valid any more. Subscribe again from any town page.");
  }
  return subscriber;
}

const answer = (s: { citySlug: string | null; cityName: string | null; state: string | null }) => ({
  citySlug: s.citySlug,
  state: s.state,
  label: areaLabel(s),
});

export async function readArea(db: Db, token: string) {
  return answer(await subscriberOf(db, token));
}

export const CONFIRM_FIRST =
  "Please confirm your subscription first, with the button in the e-mail we sent you. Then you can choose your town here.";

export async function changeArea(db: Db, token: string, area: NewsletterArea) {
  const subscriber = await subscriberOf(db, token);
  // Until the address is confirmed, its area is the one its confirmation link was mailed for
  // (ADR 057): a change here would be undone by that link, so it waits.
  if (subscriber.status !== "confirmed") throw new ApiError("conflict", CONFIRM_FIRST);
  const resolved = await resolveArea(db, area);
  if (!resolved) throw new ApiError("validation_failed", "Please choose a town or a state.");
  await setSubscriberArea(db, subscriber.id, resolved);
  return answer((await getSubscriberArea(db, subscriber.id))!);
}
