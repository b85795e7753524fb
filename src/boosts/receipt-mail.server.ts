// The buyer's own receipts (issue #25), as the boost form promises ("Your receipt and subscription
// management go to this address"): one when a boost is first paid, one when a subscription is
// cancelled. Stripe's own receipt only comes with a live account; these come from the product, and
// in test mode land in .data/outbox like every other mail.
import type { Db } from "../../db/client.ts";
import { getAdminStore } from "../admin/admin-stores-queries.server.ts";
import { getBoost } from "./boosts-queries.server.ts";
import type { Boost } from "../../db/schema.ts";
import { env } from "../platform/env.server.ts";
import { boostExtendPath, dollars, EXTEND_WHERE } from "./plans.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { sendMail } from "../platform/send-mail.server.ts";
import { ownerEditLinksFor } from "../owners/edit-link.server.ts";
import { receiptSignInToken } from "./subscriber-access.server.ts";
import { billingDate } from "../platform/dates.ts";

const period = (boost: Pick<Boost, "currentPeriodStart" | "currentPeriodEnd">) =>
  boost.currentPeriodStart && boost.currentPeriodEnd
    ? `${billingDate(boost.currentPeriodStart)} to ${billingDate(boost.currentPeriodEnd)}`
    : "";

/** After the first payment of a boost: what was bought, for which period, and how to manage it. */
export async function sendBoostReceipt(db: Db, boostId: string): Promise<void> {
  const boost = await getBoost(db, boostId);
  const store = boost && (await getAdminStore(db, boost.groceryStoreId));
  if (!boost || !store || boost.status !== "active") return;
  const monthly = boost.kind === "subscription";
  const what = monthly
    ? `the monthly boost of ${store.name} (${dollars(boost.amountCents)} a month)`
    : `a 30-day boost of ${store.name} (${dollars(boost.amountCents)}, paid once)`;
  await sendMail({
    to: boost.customerEmail,
    subject: `Receipt: your boost of ${store.name}`,
    ...renderMail({
      paragraphs: [
        `Hello ${boost.customerName},`,
        `Thank you: we received your payment for ${what}. The store is featured from ${period(boost)}.`,
        monthly
          ? "The subscription renews each month until you cancel it. Cancel any time on the page below (its link signs you in): the store stays featured to the end of the month you paid for."
          : `It ends on its own: nothing renews and nothing more is charged. To extend it, ${EXTEND_WHERE}; the extension starts when this one ends.`,
      ],
      action: monthly
        ? {
            label: "Manage my subscription",
            url: `${env().SITE_URL}/manage-subscription?token=${await receiptSignInToken(db, boost.customerEmail)}`,
          }
        : { label: "Extend this boost", url: `${env().SITE_URL}${boostExtendPath(store.id)}` },
      links: await ownerEditLinksFor(db, store.id, boost.customerEmail),
    }),
  });
}

/** After a cancellation: until when the store stays featured, and that nothing more is charged. */
export async function sendCancellationReceipt(
  db: Db,
  input: { to: string; storeId: string | undefined; endsAt: Date | undefined },
): Promise<void> {
  const store = input.storeId ? await getAdminStore(db, input.storeId) : undefined;
  const name = store?.name ?? "your store";
  await sendMail({
    to: input.to,
    subject: `Cancelled: the monthly boost of ${name}`,
    ...renderMail({
      paragraphs: [
        `We cancelled the monthly boost of ${name}. Nothing more will be charged.`,
        input.endsAt
          ? `The store stays featured until ${billingDate(input.endsAt)}, then returns to a regular listing.`
          : "The store returns to a regular listing at the end of the period already paid.",
        store
          ? `To keep it featured after that, ${EXTEND_WHERE}. Once it has ended, you can boost it again from the store's page.`
          : "Once it has ended, you can boost it again from the store's page.",
      ],
      action: { label: "Manage my subscriptions", url: `${env().SITE_URL}/manage-subscription` },
      links: store
        ? [
            { label: "Extend this boost", url: `${env().SITE_URL}${boostExtendPath(store.id)}` },
            ...(await ownerEditLinksFor(db, store.id, input.to)),
          ]
        : [],
    }),
  });
}
