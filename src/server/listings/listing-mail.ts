// The mails a lister gets about the review, when they gave an address on the listing form.
import { env } from "../../config/env.ts";
import { renderMail } from "../mail/layout.ts";
import { sendMail } from "../mail/send-mail.ts";

export interface ListedStoreNames {
  storeName: string;
  cityName: string;
  state: string;
  url: string;
}

const where = (s: ListedStoreNames) => `${s.storeName} in ${s.cityName}, ${s.state}`;

export function sendListingApprovedMail(to: string, store: ListedStoreNames) {
  return sendMail({
    to,
    subject: `${store.storeName} is now listed`,
    ...renderMail({
      paragraphs: [
        `Thank you: we reviewed your listing of ${where(store)} and it is now in the directory.`,
        "It appears in its town's list and in search after the site's next update, usually within minutes.",
      ],
      action: { label: "See the store's page", url: `${env().SITE_URL}${store.url}` },
    }),
  });
}

export function sendListingRejectedMail(to: string, store: Omit<ListedStoreNames, "url">, reason: string) {
  return sendMail({
    to,
    subject: `Your listing of ${store.storeName} was not approved`,
    ...renderMail({
      paragraphs: [
        `We reviewed your listing of ${store.storeName} in ${store.cityName}, ${store.state} and could not approve it.`,
        `Reason: ${reason}`,
        "If you believe this is a mistake, reply to this message, or list the store again with the details corrected.",
      ],
    }),
  });
}

/** The decision is committed before its mail goes out: a mail failure is logged, not thrown. */
export async function notifyLister(send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    console.warn(`listing review mail not sent: ${(error as Error).message}`);
    return false;
  }
}
