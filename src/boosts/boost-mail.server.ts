// The e-mails of a boost's life: a renewal that failed, a one-time boost about to end, a monthly
// boost ended because its store left the directory (closed for good or removed), and the one-time
// link that proves a subscriber's address before their subscriptions are shown.
import { getDb } from "../../db/client.ts";
import { getAdminStore } from "../admin/admin-stores-queries.server.ts";
import type { Boost } from "../../db/schema.ts";
import { env } from "../platform/env.server.ts";
import { boostExtendPath, dollars, EXTEND_WHERE } from "./plans.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { sendMail } from "../platform/send-mail.server.ts";
import { ownerEditLinksFor } from "../owners/edit-link.server.ts";
import { billingDate } from "../platform/dates.ts";

export async function sendPaymentFailedMail(boost: Boost, amountCents: number): Promise<void> {
  const db = await getDb();
  const store = await getAdminStore(db, boost.groceryStoreId);
  const name = store ? `${store.name} in ${store.cityName}, ${store.state}` : "your store";
  await sendMail({
    to: boost.customerEmail,
    subject: `Your boost payment for ${store?.name ?? "your store"} failed`,
    ...renderMail({
      paragraphs: [
        `Hello ${boost.customerName},`,
        `We could not collect ${dollars(amountCents)} for the monthly boost of ${name}. Stripe will try the card again over the next days; until a payment goes through, the store is shown as a regular listing.`,
        "To use another card, cancel the subscription on the page below and start a new boost from the store's page.",
      ],
      action: { label: "Manage my subscription", url: `${env().SITE_URL}/manage-subscription` },
      links: await ownerEditLinksFor(db, boost.groceryStoreId, boost.customerEmail),
    }),
  });
}

/** Why a store left the directory, in the words its boost's buyer is told. */
const UNLISTED_BECAUSE = {
  closed: {
    subject: "marked closed for good",
    sentence: "was marked closed for good in the directory",
    ifMistaken: "If this is a mistake and the store is still open, reply to this e-mail and we will look into it.",
  },
  removed: {
    subject: "removed from the directory",
    sentence: "was removed from the directory",
    ifMistaken: "If this is a mistake, reply to this e-mail and we will look into it.",
  },
} as const;

export type UnlistedReason = keyof typeof UNLISTED_BECAUSE;

export async function sendUnlistedStoreBoostMail(boost: Boost, reason: UnlistedReason): Promise<void> {
  const store = await getAdminStore(await getDb(), boost.groceryStoreId);
  const name = store?.name ?? "your store";
  const because = UNLISTED_BECAUSE[reason];
  await sendMail({
    to: boost.customerEmail,
    subject: `Cancelled: the monthly boost of ${name}, ${because.subject}`,
    ...renderMail({
      paragraphs: [
        `Hello ${boost.customerName},`,
        `${name} ${because.sentence}, so it is no longer listed and a boost would feature it nowhere. We cancelled its monthly boost: nothing more will be charged.`,
        because.ifMistaken,
      ],
      action: { label: "Manage my subscriptions", url: `${env().SITE_URL}/manage-subscription` },
    }),
  });
}

export async function sendBoostEndingMail(input: {
  to: string;
  name: string;
  storeName: string;
  storeId: string;
  endsAt: Date;
}): Promise<void> {
  await sendMail({
    to: input.to,
    subject: `The boost of ${input.storeName} ends on ${billingDate(input.endsAt, "weekday")}`,
    ...renderMail({
      paragraphs: [
        `Hello ${input.name},`,
        `The 30-day boost of ${input.storeName} ends on ${billingDate(input.endsAt, "weekday")}. After that the store returns to a regular listing: no Featured badge and no priority placement.`,
        `To keep it featured, extend it now (${EXTEND_WHERE}): the 30 days added start when this one ends, so no day is lost.`,
      ],
      action: { label: "Extend the boost", url: `${env().SITE_URL}${boostExtendPath(input.storeId)}` },
      links: await ownerEditLinksFor(await getDb(), input.storeId, input.to),
    }),
  });
}

export async function sendSubscriberLinkMail(to: string, token: string, code: string): Promise<void> {
  await sendMail({
    to,
    subject: `Your code to manage your boost subscriptions: ${code}`,
    ...renderMail({
      paragraphs: [
        "Someone (we hope you) asked to see the boost subscriptions bought with this e-mail address.",
        `Your code is ${code}. Enter it on the page, or follow the link below. Both work once, for 30 minutes.`,
        "If you didn't ask for this, ignore this message: nothing is shown without the code.",
      ],
      action: { label: "Show my subscriptions", url: `${env().SITE_URL}/manage-subscription?token=${token}` },
    }),
  });
}
