// The e-mails of a claim's life: prove the address, then the admin's decision.
import { env } from "../../config/env.ts";
import { renderMail } from "../mail/layout.ts";
import { sendMail } from "../mail/send-mail.ts";

interface StoreNames {
  storeName: string;
  cityName: string;
  state: string;
}

const where = (s: StoreNames) => `${s.storeName} in ${s.cityName}, ${s.state}`;

export function sendVerificationMail(to: string, store: StoreNames, token: string) {
  return sendMail({
    to,
    subject: `Confirm your claim for ${store.storeName}`,
    ...renderMail({
      paragraphs: [
        `You asked to claim the listing of ${where(store)} on our directory.`,
        "Please confirm that this e-mail address is yours. Our team reviews your claim once it is confirmed, usually within 2-3 business days. The link works for 72 hours.",
        "If you didn't ask for this, ignore this message: nothing happens without the link.",
      ],
      action: { label: "Confirm my claim", url: `${env().SITE_URL}/api/claims/verify?token=${token}` },
    }),
  });
}

export function sendApprovalMail(to: string, store: StoreNames & { url: string }) {
  return sendMail({
    to,
    subject: `Your claim for ${store.storeName} is approved`,
    ...renderMail({
      paragraphs: [
        `Good news: you are now the owner of the listing of ${where(store)}.`,
        "Your description of the business now leads the store's page. Editing the rest of the listing yourself is coming soon; until then, reply to this message with any change.",
      ],
      action: { label: "See your store's page", url: `${env().SITE_URL}${store.url}` },
    }),
  });
}

export function sendRejectionMail(to: string, store: StoreNames, reason: string) {
  return sendMail({
    to,
    subject: `Your claim for ${store.storeName} was not approved`,
    ...renderMail({
      paragraphs: [
        `We reviewed your claim for ${where(store)} and could not approve it.`,
        `Reason: ${reason}`,
        "If you believe this is a mistake, reply to this message with anything that shows your connection to the business.",
      ],
    }),
  });
}

/** A decision is already committed when its mail goes out: a mail failure is logged, not thrown. */
export async function notify(send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    console.warn(`claim mail not sent: ${(error as Error).message}`);
    return false;
  }
}
