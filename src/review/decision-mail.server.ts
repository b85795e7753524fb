// The owner hears how an admin decided their name or address change (ADR 044): the rejection with
// its reason, the approval with the new address. Both lead to the listing editor (edit-link.ts). A
// failed mail is logged and never undoes the decision.
import type { Db } from "../../db/client.ts";
import { getAdminStore } from "../admin/admin-stores-queries.server.ts";
import { verifiedOwnerEmails } from "../owners/owners-queries.server.ts";
import { env } from "../platform/env.server.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { sendMail, sendMailQuietly } from "../platform/send-mail.server.ts";
import { ownerEditAction } from "../owners/edit-link.server.ts";
import { changedFields, NAME_ADDRESS_LABELS, type NameAddressChangeJson } from "../owners/name-address-schema.ts";
import { storeHref } from "../stores/store-view.ts";

const proposedLines = (change: NameAddressChangeJson) =>
  changedFields(change).map(
    (field) => `${NAME_ADDRESS_LABELS[field]}: "${change.before[field]}" to "${change.proposed[field]}"`,
  );

export function mailDecisionQuietly(db: Db, change: NameAddressChangeJson, reason?: string): Promise<boolean> {
  return sendMailQuietly(`name/address decision mail for store ${change.storeId}`, async () => {
    const [store, owners] = await Promise.all([
      getAdminStore(db, change.storeId),
      verifiedOwnerEmails(db, change.storeId),
    ]);
    if (!store) return false;
    const rejected = change.status === "rejected";
    const content = renderMail({
      paragraphs: rejected
        ? [
            `We did not make the change you proposed to the listing of ${store.name} in ${store.cityName}, ${store.state}:`,
            ...proposedLines(change),
            `The reason: ${reason ?? change.rejectionReason ?? ""}`,
            "You can propose a corrected change from your listing editor, or reply to this message.",
          ]
        : [
            `We made the change you proposed to the listing of ${store.name} in ${store.cityName}, ${store.state}:`,
            ...proposedLines(change),
            "The store's page moves to its new address after the next update of the site; the old address leads there.",
          ],
      action: ownerEditAction(change.storeId),
      links: [{ label: "See the store's page", url: `${env().SITE_URL}${storeHref(store)}` }],
    });
    const subject = rejected
      ? `Your change to ${change.before.name} was not made`
      : `Your change to ${change.before.name} is approved`;
    for (const to of new Set([...owners, change.proposedBy.toLowerCase()])) {
      await sendMail({ to, subject, ...content });
    }
  });
}
