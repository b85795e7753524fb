// The listing editor's address (ADR 040), for every mail to a store's verified owner: one home, so
// each owner mail leads to the same page.
import type { Db } from "../../db/client.ts";
import { verifiedOwnerEmails } from "./owners-queries.server.ts";
import { env } from "../platform/env.server.ts";

export type MailLink = { label: string; url: string };

export const ownerEditUrl = (storeId: string) => `${env().SITE_URL}/manage-listing/${encodeURIComponent(storeId)}`;

export const ownerEditAction = (storeId: string): MailLink => ({
  label: "Edit my listing",
  url: ownerEditUrl(storeId),
});

/** The editor's link for a mail to `to` when that address is the store's verified owner (a buyer may not be). */
export async function ownerEditLinksFor(db: Db, storeId: string, to: string): Promise<MailLink[]> {
  const owners = await verifiedOwnerEmails(db, storeId);
  return owners.includes(to.trim().toLowerCase()) ? [ownerEditAction(storeId)] : [];
}
