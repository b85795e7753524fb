// Who hears about a merge that did not carry an owner's right over (issue #43): the duplicate's owner
// (their approval became a claim waiting for review) and the kept listing's owner (someone now asks
// for their store). Sent after the commit; a failed mail is logged, never undoes the merge.
import { env } from "../platform/env.server.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { sendMail, sendMailQuietly } from "../platform/send-mail.server.ts";

interface Place {
  name: string;
  cityName: string;
  state: string;
}

export interface MergeNotices {
  /** The duplicate's owner addresses whose approval now waits for review on the kept listing. */
  claimants: { email: string; name: string }[];
  survivorOwners: string[];
  duplicate: Place;
  survivor: Place & { url: string };
}

const where = (place: Place) => `${place.name} in ${place.cityName}, ${place.state}`;

function mailClaimant(to: string, { duplicate, survivor, survivorOwners }: MergeNotices) {
  // The photo rule of merge-owner-rule.ts: photos follow only to a listing with no other owner.
  const photos = survivorOwners.length > 0 ? "Your photos stay with the merged listing, which is shown nowhere. " : "";
  return sendMail({
    to,
    subject: `${duplicate.name} was merged into another listing: your claim waits for review`,
    ...renderMail({
      paragraphs: [
        `The listing of ${where(duplicate)}, which you own on our directory, was a second listing of ${where(survivor)}, so our team merged the two.`,
        "Owning one listing does not make you the owner of the other by itself: your claim now waits for review on the listing that stays, and we'll e-mail you when it is decided.",
        `${photos}The circulars of the merged listing were taken down: once you are the owner of the listing that stays, you can publish them there.`,
        "If you have something that shows your connection to the store, reply to this message.",
      ],
      action: { label: "See the listing that stays", url: `${env().SITE_URL}${survivor.url}` },
    }),
  });
}

function mailSurvivorOwner(to: string, { duplicate, survivor, claimants }: MergeNotices) {
  const who = claimants.map((c) => c.name).join(" and ");
  return sendMail({
    to,
    subject: `A second listing of ${survivor.name} was merged into yours`,
    ...renderMail({
      paragraphs: [
        `Our team found that ${where(duplicate)} was a second listing of your store, ${where(survivor)}, and merged it into yours. Its votes now count for your listing.`,
        `${who} was approved as the owner of that listing, which gives no right on yours: the claim waits for our review, and nothing changes for you unless we approve it.`,
        "If you don't know this person, or they should not speak for your store, reply to this message.",
      ],
      action: { label: "See your store's page", url: `${env().SITE_URL}${survivor.url}` },
    }),
  });
}

export async function tellOwnersAfterMerge(notices: MergeNotices): Promise<void> {
  if (notices.claimants.length === 0) return;
  for (const { email } of notices.claimants) await sendMailQuietly("merge mail", () => mailClaimant(email, notices));
  for (const to of notices.survivorOwners) await sendMailQuietly("merge mail", () => mailSurvivorOwner(to, notices));
}
