// Anyone may boost a store they love (spec 1), but a boost bought by someone else never makes them
// its owner (ADR 037): the verified owner is told that someone boosted their store, and what that
// does and does not give the buyer.
import type { Db } from "../../db/client.ts";
import { getAdminStore } from "../admin/admin-stores-queries.server.ts";
import { getBoost } from "./boosts-queries.server.ts";
import { verifiedOwnerEmails } from "../owners/owners-queries.server.ts";
import { env } from "../platform/env.server.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { sendMail, sendMailQuietly } from "../platform/send-mail.server.ts";
import { ownerEditAction } from "../owners/edit-link.server.ts";
import { storeIdHref } from "../stores/store-view.ts";
import { billingDate } from "../platform/dates.ts";

/** Purchase states a boost leaves when it is paid for the first time (a renewal starts from active or past_due). */
export const UNPAID_STATES = new Set(["incomplete", "abandoned"]);

/** Mails the verified owner(s) other than the buyer; nothing when the owner bought it, or there is none. */
export async function mailOwnerAboutBoost(db: Db, boostId: string): Promise<void> {
  const boost = await getBoost(db, boostId);
  if (!boost || boost.status !== "active") return;
  const buyer = boost.customerEmail.trim().toLowerCase();
  const owners = (await verifiedOwnerEmails(db, boost.groceryStoreId)).filter((email) => email !== buyer);
  const store = await getAdminStore(db, boost.groceryStoreId);
  if (!store || owners.length === 0) return;
  const until = boost.currentPeriodEnd ? ` until ${billingDate(boost.currentPeriodEnd)}` : "";
  const content = renderMail({
    paragraphs: [
      `Good news: someone boosted ${store.name} in ${store.cityName}, ${store.state}.`,
      `Someone other than you paid for its boost, so it is featured${until}: the Featured badge, and a place before other stores in ${store.cityName}'s list and in search.`,
      "A boost bought by someone else gives them no say over your store: only you, its verified owner, manage its listing and weekly circulars. You pay nothing.",
    ],
    action: { label: "See your store's page", url: `${env().SITE_URL}${storeIdHref(store.id)}` },
    links: [ownerEditAction(store.id)],
  });
  for (const to of owners) await sendMail({ to, subject: `Someone boosted ${store.name}`, ...content });
}

export function mailOwnerAboutBoostQuietly(db: Db, boostId: string): Promise<boolean> {
  return sendMailQuietly(`boost ${boostId}: owner notice`, () => mailOwnerAboutBoost(db, boostId));
}
