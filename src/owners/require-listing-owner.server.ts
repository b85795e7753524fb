// Who may edit a store's listing (ADR 040): a browser holding the e-mail session that the mailed
// owner proof opens (circulars/owner-access.ts, verification/email-proof.ts: one mechanism), whose
// proven address is a verified owner of that store: the same rule as circulars (ADR 037). A boost
// buyer, an unverified or rejected claimant, and an owner of another store are not. Admins edit
// through their own store editor, not here.
import type { Context } from "@netlify/functions";
import type { Db } from "../../db/client.ts";
import { verifiedOwnerEmails } from "./owners-queries.server.ts";
import { getStoreClosedAt } from "../stores/stores-queries.server.ts";
import { REASONS } from "./owner-access.server.ts";
import { ApiError } from "../platform/errors.server.ts";
import { refuseIfClosed, type ClosedStoreAction } from "../stores/closed-store.server.ts";
import { sessionEmail } from "./email-proof.server.ts";

export const NO_OWNER_PROOF =
  "Confirm that you own this store: we'll e-mail a code to the address whose claim to the store was approved.";

/** The proven owner address acting, or 401 without a live session / 403 for any other address. */
export async function requireListingOwner(db: Db, storeId: string, context: Pick<Context, "cookies">) {
  const email = await sessionEmail(db, context);
  if (!email) throw new ApiError("unauthorized", NO_OWNER_PROOF);
  if (!(await verifiedOwnerEmails(db, storeId)).includes(email.trim().toLowerCase())) {
    throw new ApiError("forbidden", REASONS.not_owner);
  }
  return email.trim().toLowerCase();
}

/** The owner acting, for a write: a store closed for good takes none (issue #43). */
export async function requireListingOwnerToWrite(
  db: Db,
  storeId: string,
  context: Pick<Context, "cookies">,
  action: Extract<ClosedStoreAction, "edit" | "photo">,
) {
  const email = await requireListingOwner(db, storeId, context);
  refuseIfClosed({ closedAt: (await getStoreClosedAt(db, storeId)) ?? null }, action);
  return email;
}
