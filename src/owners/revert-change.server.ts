// POST /api/admin/grocery-stores/{id}/history/{changeId}/revert - { reason }: an admin puts back the
// value one owner change replaced (ADR 040). Audited like any admin change (who, when, before/after,
// and the reason); the page catches up at the next rebuild; the owner is mailed the reason.
import type { Db } from "../../db/client.ts";
import { getAdminStore, updateStoreRow } from "../admin/admin-stores-queries.server.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { OWNER_EDIT_REVERT_ACTION, ownerEditRow, ownerEditRows } from "./owner-edits-queries.server.ts";
import { verifiedOwnerEmails } from "./owners-queries.server.ts";
import { env } from "../platform/env.server.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { sendMail, sendMailQuietly } from "../platform/send-mail.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { HISTORY_FIELD_LABELS, isOwnerField, type OwnerChangeJson, type OwnerField } from "./owner-edit-schema.ts";
import type { ConfirmedBy } from "../stores/confirmation.ts";
import { storeHref } from "../stores/store-view.ts";
import { ownerEditAction } from "./edit-link.server.ts";
import { readChange } from "./store-history.server.ts";

export const CHANGE_NOT_FOUND = "This change is not in the store's history.";

/** A change id from the route, or the not-found answer. */
export function requireChangeId(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw)) throw notFound(CHANGE_NOT_FOUND);
  return Number(raw);
}

const shown = (value: OwnerChangeJson["before"]) =>
  value === null || value === "" ? "(empty)" : typeof value === "boolean" ? (value ? "yes" : "no") : `"${value}"`;

export async function revertChange(db: Db, storeId: string, changeId: number, reason: string) {
  const change = await db.transaction(async (tx) => {
    const store = await getStoreForUpdate(tx, storeId);
    if (!store || store.deletedAt) throw notFound(STORE_NOT_FOUND);
    const row = await ownerEditRow(tx, storeId, changeId);
    const read = row && readChange(row);
    // Only owner field changes are revertible (the row's action says so; photos are not fields).
    if (!read || !isOwnerField(read.field)) throw notFound(CHANGE_NOT_FOUND);
    const found = { ...read, field: read.field };
    const reverted = (await ownerEditRows(tx, storeId)).some((r) => readChange(r)?.revertsChangeId === changeId);
    if (reverted) throw new ApiError("conflict", "This change was already reverted.");
    const label = HISTORY_FIELD_LABELS[found.field];
    // Putting back an older value over a newer one would undo a change nobody chose to revert.
    if (store[found.field] !== found.after) {
      throw new ApiError("conflict", `${label} has changed again since this change: revert the newer change first.`);
    }
    await updateStoreRow(tx, storeId, {
      [found.field]: found.before,
      confirmedAt: new Date(),
      confirmedBy: "admin" satisfies ConfirmedBy,
    });
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: OWNER_EDIT_REVERT_ACTION,
      entityType: "grocery_store",
      entityId: storeId,
      before: { [found.field]: found.after },
      after: { [found.field]: found.before, revertsChangeId: changeId, reason },
    });
    return found;
  });
  await requestRebuild(db, `owner change ${changeId} reverted: ${storeId}`);
  await mailOwnersQuietly(db, storeId, change, reason);
  return change;
}

type FieldChange = Omit<OwnerChangeJson, "revertedBy" | "field"> & { field: OwnerField };

/** The store's verified owners and the change's author hear of it; a failed mail never undoes the revert. */
function mailOwnersQuietly(db: Db, storeId: string, change: FieldChange, reason: string) {
  return sendMailQuietly(`revert mail for store ${storeId}`, async () => {
    const [store, owners] = await Promise.all([getAdminStore(db, storeId), verifiedOwnerEmails(db, storeId)]);
    const label = HISTORY_FIELD_LABELS[change.field];
    const content = renderMail({
      paragraphs: [
        `We reverted a change to the listing of ${store!.name} in ${store!.cityName}, ${store!.state}.`,
        `${label}: your change to ${shown(change.after)} was undone; it is ${shown(change.before)} again.`,
        `The reason: ${reason}`,
        "The store's page shows this after the next update of the site. Reply to this message if you think this is a mistake.",
      ],
      action: ownerEditAction(storeId),
      links: [{ label: "See the store's page", url: `${env().SITE_URL}${storeHref(store!)}` }],
    });
    for (const to of new Set([...owners, change.actor.toLowerCase()])) {
      await sendMail({ to, subject: `A change to ${store!.name} was reverted`, ...content });
    }
  });
}
