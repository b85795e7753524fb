// The e-mails of a claim's life: prove the address, then the admin's decision.
import { CLAIM_REVIEW_PROMISE } from "./review-time.ts";
import type { BusinessClaim } from "../../db/schema.ts";
import { env } from "../platform/env.server.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { ownerEditAction } from "./edit-link.server.ts";
import { sendMail } from "../platform/send-mail.server.ts";

interface StoreNames {
  storeName: string;
  cityName: string;
  state: string;
}

const where = (s: StoreNames) => `${s.storeName} in ${s.cityName}, ${s.state}`;

type ClaimDetails = Pick<
  BusinessClaim,
  "ownerName" | "ownerPhone" | "businessRole" | "ownerDescription" | "additionalInfo"
>;

const excerpt = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The link confirms exactly the claim this mail describes, so the mail shows those details: the
 * reader sees what they confirm, including a claim someone else typed their address into.
 */
export function sendVerificationMail(
  to: string,
  store: StoreNames,
  claim: ClaimDetails,
  { token, replacesWaitingClaim }: { token: string; replacesWaitingClaim: boolean },
) {
  return sendMail({
    to,
    subject: `Confirm your claim for ${store.storeName}`,
    ...renderMail({
      paragraphs: [
        `Someone, hopefully you, asked to claim the listing of ${where(store)} on our directory with these details:`,
        `Name: ${claim.ownerName}`,
        `Role: ${claim.businessRole}`,
        `Phone: ${claim.ownerPhone ?? "(none)"}`,
        `About the business: ${excerpt(claim.ownerDescription)}`,
        ...(claim.additionalInfo ? [`Additional information: ${excerpt(claim.additionalInfo)}`] : []),
        ...(replacesWaitingClaim
          ? [
              "You already have a confirmed claim for this store waiting for review. Confirming this one replaces it with the details above.",
            ]
          : []),
        `If these details are yours, please confirm. Our team reviews your claim once it is confirmed, ${CLAIM_REVIEW_PROMISE}. The link works for 72 hours.`,
        "If you didn't ask for this, or the details are not yours, ignore this message: nothing happens without the link.",
      ],
      action: { label: "Confirm my claim", url: `${env().SITE_URL}/api/claims/verify?token=${token}` },
    }),
  });
}

export function sendApprovalMail(to: string, store: StoreNames & { url: string }, storeId: string) {
  return sendMail({
    to,
    subject: `Your claim for ${store.storeName} is approved`,
    ...renderMail({
      paragraphs: [
        `Good news: you are now the owner of the listing of ${where(store)}.`,
        "Your description of the business now leads the store's page. You can change it, and the phone, website, opening hours and what the store offers, yourself on the page below: we e-mail a code to this address to confirm it's you. The store's name and address you can change there too: our team checks a new name or address before it shows.",
      ],
      action: ownerEditAction(storeId),
      links: [{ label: "See your store's page", url: `${env().SITE_URL}${store.url}` }],
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
