// The verified owner hears of every circular published or removed in their store's name (ADR 037),
// whoever did it (the owner, an admin), so nothing speaks for a store without its owner knowing.
import type { Db } from "../../db/client.ts";
import { getAdminStore } from "../admin/admin-stores-queries.server.ts";
import { verifiedOwnerEmails } from "../owners/owners-queries.server.ts";
import { env } from "../platform/env.server.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { sendMail, sendMailQuietly } from "../platform/send-mail.server.ts";
import { ownerEditAction } from "../owners/edit-link.server.ts";
import { calendarDate } from "../platform/dates.ts";

interface CircularFacts {
  groceryStoreId: string;
  originalFilename: string;
  startDate: string;
  endDate: string;
}

type Event = { kind: "published" } | { kind: "removed"; by: "owner" | "admin"; reason?: string };

/** Mails each verified owner address; a store without a verified owner has nobody to tell. */
export async function mailOwnerAboutCircular(db: Db, circular: CircularFacts, event: Event): Promise<void> {
  const [owners, store] = await Promise.all([
    verifiedOwnerEmails(db, circular.groceryStoreId),
    getAdminStore(db, circular.groceryStoreId),
  ]);
  if (!store || owners.length === 0) return;
  const what = `"${circular.originalFilename}" (${calendarDate(circular.startDate, "month-day")} to ${calendarDate(circular.endDate, "month-day")})`;
  const paragraphs =
    event.kind === "published"
      ? [
          `The circular ${what} is now published for ${store.name}. Shoppers see it on the store's page and on the town's best-deals page from its start date, after the next update of the site.`,
          "If you did not upload it, remove it on the page below and write to us.",
        ]
      : event.by === "admin"
        ? [
            `We took down the circular ${what} of ${store.name}.`,
            ...(event.reason ? [`The reason: ${event.reason}`] : []),
            "It leaves the store's page and the best-deals page at the next update of the site. Reply to this message if you think this is a mistake.",
          ]
        : [
            `The circular ${what} of ${store.name} was removed on the circulars page.`,
            "It leaves the store's page and the best-deals page at the next update of the site.",
          ];
  const content = renderMail({
    paragraphs,
    action: { label: "Manage my circulars", url: `${env().SITE_URL}/manage-circulars/${store.id}` },
    links: [ownerEditAction(store.id)],
  });
  const subject =
    event.kind === "published"
      ? `Circular published for ${store.name}`
      : `Circular ${event.by === "admin" ? "taken down" : "removed"} for ${store.name}`;
  for (const to of owners) await sendMail({ to, subject, ...content });
}

/** Mail is a notice, not part of the change: a failure to send is logged, never undoes the change. */
export function mailOwnerQuietly(db: Db, circular: CircularFacts, event: Event): Promise<boolean> {
  return sendMailQuietly(`circular mail for store ${circular.groceryStoreId}`, () =>
    mailOwnerAboutCircular(db, circular, event),
  );
}
