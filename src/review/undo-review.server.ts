// Undoing the admin's last review decision, single or bulk (ADR 063): within the undo window, every
// store the decision touched goes back to how it was (waiting for review), unless someone changed it
// since, and the mails the decision left waiting are cancelled before they go.
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { cancelWaitingMails } from "../platform/pending-mails-queries.server.ts";
import {
  lockDecidedStores,
  lockReviewAction,
  markReviewActionUndone,
  restoreReviewFields,
} from "./review-actions-queries.server.ts";
import { env } from "../platform/env.server.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";

export const undoSchema = z
  .object({ actionId: z.uuid({ message: "actionId must be the id the decision answered with." }) })
  .strict();

/** Until when a decision taken at `at` can be undone, for the admin's Undo button. */
export const undoUntil = (at: Date) => new Date(at.getTime() + env().REVIEW_UNDO_SECONDS * 1000).toISOString();

export const TOO_LATE = "This decision can no longer be undone: its undo window has passed.";

export async function undoReview(db: Db, actionId: string, now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const action = await lockReviewAction(tx, actionId);
    if (!action) throw notFound("There is no such decision to undo.");
    if (action.undoneAt) throw new ApiError("conflict", "This decision was already undone.");
    if (now.getTime() - action.createdAt.getTime() > env().REVIEW_UNDO_SECONDS * 1000)
      throw new ApiError("conflict", TOO_LATE);
    const decided = action.action === "approve" ? "approved" : "rejected";
    const current = new Map(
      (
        await lockDecidedStores(
          tx,
          action.before.map((b) => b.id),
        )
      ).map((s) => [s.id, s]),
    );
    // A store changed since the decision (edited, deleted, decided again) keeps its newer state.
    const restorable = action.before.filter((before) => {
      const store = current.get(before.id);
      return (
        store &&
        !store.deletedAt &&
        store.reviewStatus === decided &&
        store.reviewedAt?.getTime() === action.createdAt.getTime()
      );
    });
    for (const before of restorable) await restoreReviewFields(tx, before, now);
    const mailsCancelled = await cancelWaitingMails(tx, actionId, now);
    await markReviewActionUndone(tx, actionId, now);
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "listing.undo",
      entityType: "grocery_store",
      entityId: restorable.length === 1 ? restorable[0]!.id : `${restorable.length} stores`,
      before: { reviewStatus: decided, actionId },
      after: { reviewStatus: "pending", ids: restorable.map((b) => b.id), mailsCancelled },
    });
    return { restored: restorable.length, skipped: action.before.length - restorable.length, mailsCancelled, decided };
  });
  // An undone approval takes the stores off public lists again.
  if (result.decided === "approved" && result.restored > 0)
    await requestRebuild(db, `${result.restored} approvals undone`);
  return { restored: result.restored, skipped: result.skipped, mailsCancelled: result.mailsCancelled };
}
