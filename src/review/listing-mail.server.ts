// The mails a lister gets about the review, when they gave an address on the listing form. They wait
// in the delayed outbox (ADR 063) so that undoing the decision in time cancels them.
import type { Tx } from "../../db/client.ts";
import { env } from "../platform/env.server.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { sendLater } from "../platform/waiting-mail.server.ts";

export interface ListedStoreNames {
  storeName: string;
  cityName: string;
  state: string;
  url: string;
}

const where = (s: ListedStoreNames) => `${s.storeName} in ${s.cityName}, ${s.state}`;

export function listingApprovedMail(to: string, store: ListedStoreNames) {
  return {
    to,
    subject: `${store.storeName} is now listed`,
    ...renderMail({
      paragraphs: [
        `Thank you: we reviewed your listing of ${where(store)} and it is now in the directory.`,
        "It appears in its town's list and in search after the site's next update, usually within minutes.",
      ],
      action: { label: "See the store's page", url: `${env().SITE_URL}${store.url}` },
    }),
  };
}

export function listingRejectedMail(to: string, store: Omit<ListedStoreNames, "url">, reason: string) {
  return {
    to,
    subject: `Your listing of ${store.storeName} was not approved`,
    ...renderMail({
      paragraphs: [
        `We reviewed your listing of ${store.storeName} in ${store.cityName}, ${store.state} and could not approve it.`,
        `Reason: ${reason}`,
        "If you believe this is a mistake, reply to this message, or list the store again with the details corrected.",
      ],
    }),
  };
}

/** Queues the decision's mail in the decision's own transaction, tied to it for undo. */
export const mailLister = (tx: Tx, mail: ReturnType<typeof listingRejectedMail>, reviewActionId: string) =>
  sendLater(tx, mail, { reviewActionId });
