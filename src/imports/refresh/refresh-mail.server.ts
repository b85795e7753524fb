// The admin's mail after each monthly refresh (ADR 064): what it did, or why it failed. To
// ADMIN_EMAIL, else the site's contact address. A mail that cannot be sent is logged: the refresh's
// own record (snap_refreshes, shown in the admin panel) says the same.
import { env } from "../../platform/env.server.ts";
import { renderMail } from "../../platform/mail-layout.server.ts";
import { sendMail, sendMailQuietly } from "../../platform/send-mail.server.ts";
import type { RefreshSummary } from "./refresh-summary.server.ts";

const adminAddress = () => env().ADMIN_EMAIL ?? env().CONTACT_EMAIL;
const adminUrl = () => `${env().SITE_URL}/admin`;

const quietly = (send: () => Promise<void>) => sendMailQuietly("refresh mail", send);

export function mailRefreshSummary(source: string, fileDate: string | null, s: RefreshSummary) {
  return quietly(() =>
    sendMail({
      to: adminAddress(),
      subject: `USDA refresh: ${s.new} new, ${s.ended} may have closed, ${s.queued} waiting for review`,
      ...renderMail({
        paragraphs: [
          `This month's refresh read USDA's SNAP retailer file${fileDate ? ` of ${fileDate}` : ""} (${source}).`,
          `New stores: ${s.new}. Authorisation ended (marked "may have closed"): ${s.ended}. Changed (renamed, sent back to review or merged as one store): ${s.changed}. Listed again after a "may have closed" mark: ${s.reappeared}.`,
          `Waiting for you: ${s.queued}. Left as a person decided: ${s.kept} rows. Stores checked against the file: ${s.checked}.`,
        ],
        action: { label: "Open the review queues", url: adminUrl() },
      }),
    }),
  );
}

export function mailRefreshFailure(source: string, error: string) {
  return quietly(() =>
    sendMail({
      to: adminAddress(),
      subject: "USDA refresh failed: nothing was changed",
      ...renderMail({
        paragraphs: [
          `This month's refresh from ${source} failed, and the directory's data is as it was before it.`,
          `What went wrong: ${error}`,
          "It is tried again automatically; the admin panel shows each try.",
        ],
        action: { label: "Open the admin panel", url: adminUrl() },
      }),
    }),
  );
}
