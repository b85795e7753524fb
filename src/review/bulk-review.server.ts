// The admin decides many imported stores at once (ADR 035, 063): every store the import left to review
// in one town, or for one reason, is approved or rejected in one transaction, after a preview of how
// many and which (the first by name) that the admin confirms; the decision can be undone for a while.
// Only imported stores: a listing from the form may be spam and has a lister to tell, so it is
// decided one by one (ADR 024). The decision stays on the store row, which keeps its USDA record:
// the next import that lists the record finds the store and leaves the decision as it is.
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { text } from "../platform/text.ts";
import type { Db } from "../../db/client.ts";
import { insertReviewAction } from "./review-actions-queries.server.ts";
import { lockWaitingImports, previewWaitingImports, type BulkSelection } from "./review-queue-queries.server.ts";
import { groceryStores } from "../../db/schema.ts";
import type { ConfirmedBy } from "../stores/confirmation.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { ApiError } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { rejectionSchema } from "./reject-listing.server.ts";
import { undoUntil } from "./undo-review.server.ts";

// A rejection's reason follows the one-by-one rule and messages.
const REJECTION_FIELD = rejectionSchema.shape.reason;

const ONE_GROUP = "Give either a town (cityId) or a review reason (reviewReason), not both.";

const selection = {
  cityId: z.coerce.number().int().positive().optional(),
  reviewReason: text().trim().min(1).max(500).optional(),
};
const oneGroup = (body: { cityId?: number; reviewReason?: string }) =>
  (body.cityId === undefined) !== (body.reviewReason === undefined);

export const bulkReviewSchema = z
  .object({
    action: z.enum(["approve", "reject"], { message: 'action must be "approve" or "reject".' }),
    ...selection,
    rejectionReason: REJECTION_FIELD.optional(),
    // The count the admin saw in the preview: when more or fewer stores wait now, nothing is decided.
    expectedCount: z.number().int().min(0).optional(),
  })
  .strict()
  .refine(oneGroup, { message: ONE_GROUP })
  .refine((body) => body.action === "approve" || body.rejectionReason !== undefined, {
    path: ["rejectionReason"],
    message: "Please enter a reason for the rejection.",
  });

export const bulkPreviewSchema = z.object(selection).strict().refine(oneGroup, { message: ONE_GROUP });

export type BulkReview = z.infer<typeof bulkReviewSchema>;

const by = (body: { cityId?: number; reviewReason?: string }): BulkSelection =>
  body.cityId !== undefined ? { cityId: body.cityId } : { reviewReason: body.reviewReason! };

/** How many names the preview shows; the count covers the rest. */
export const PREVIEW_NAMES = 10;

export function previewMany(db: Db, body: z.infer<typeof bulkPreviewSchema>) {
  return previewWaitingImports(db, by(body), PREVIEW_NAMES);
}

export async function decideMany(
  db: Db,
  body: BulkReview,
): Promise<{ decided: number; ids: string[]; actionId: string | null; undoUntil: string | null }> {
  const reviewedAt = new Date();
  const { ids, actionId } = await db.transaction(async (tx) => {
    const stores = await lockWaitingImports(tx, by(body));
    if (body.expectedCount !== undefined && stores.length !== body.expectedCount)
      throw new ApiError(
        "conflict",
        `${stores.length} ${stores.length === 1 ? "store waits" : "stores wait"} in this group now, not ${body.expectedCount}. Nothing was decided: look at the new preview and confirm again.`,
      );
    const ids = stores.map((row) => row.id);
    if (ids.length === 0) return { ids, actionId: null };
    const decision =
      body.action === "approve"
        ? { reviewStatus: "approved", confirmedAt: reviewedAt, confirmedBy: "admin" satisfies ConfirmedBy }
        : { reviewStatus: "rejected", rejectionReason: body.rejectionReason! };
    await tx
      .update(groceryStores)
      .set({ ...decision, reviewedAt, reviewedBy: ADMIN_ACTOR, updatedAt: reviewedAt })
      .where(inArray(groceryStores.id, ids));
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: body.action === "approve" ? "listing.bulk_approve" : "listing.bulk_reject",
      entityType: "grocery_store",
      entityId: ids.length === 1 ? ids[0]! : `${ids.length} stores`,
      before: { reviewStatus: "pending", ...by(body) },
      after: { ...decision, confirmedAt: undefined, ids },
    });
    return { ids, actionId: await insertReviewAction(tx, body.action, stores, reviewedAt) };
  });
  if (ids.length > 0 && body.action === "approve") await requestRebuild(db, `${ids.length} imported listings approved`);
  return { decided: ids.length, ids, actionId, undoUntil: actionId ? undoUntil(reviewedAt) : null };
}
