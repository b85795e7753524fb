// The admin decides many imported stores at once (ADR 035): every store the import left to review in
// one town, or for one reason, is approved or rejected in one transaction. Only imported stores: a
// listing from the form may be spam and has a lister to tell, so it is decided one by one (ADR 024).
// The decision stays on the store row, which keeps its USDA record: the next import that lists the
// record finds the store and leaves the decision as it is.
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { text } from "../../shared/validation/text.ts";
import type { Db } from "../../../db/client.ts";
import { lockWaitingImports } from "../../../db/queries/review-queue.ts";
import { groceryStores } from "../../../db/schema.ts";
import type { ConfirmedBy } from "../../shared/stores/confirmation.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.ts";
import { requestRebuild } from "../rebuild/request-rebuild.ts";
import { rejectionSchema } from "./reject-listing.ts";

// A rejection's reason follows the one-by-one rule and messages.
const REJECTION_FIELD = rejectionSchema.shape.reason;

export const bulkReviewSchema = z
  .object({
    action: z.enum(["approve", "reject"], { message: 'action must be "approve" or "reject".' }),
    cityId: z.number().int().positive().optional(),
    reviewReason: text().trim().min(1).max(500).optional(),
    rejectionReason: REJECTION_FIELD.optional(),
  })
  .strict()
  .refine((body) => (body.cityId === undefined) !== (body.reviewReason === undefined), {
    message: "Give either a town (cityId) or a review reason (reviewReason), not both.",
  })
  .refine((body) => body.action === "approve" || body.rejectionReason !== undefined, {
    path: ["rejectionReason"],
    message: "Please enter a reason for the rejection.",
  });

export type BulkReview = z.infer<typeof bulkReviewSchema>;

export async function decideMany(db: Db, body: BulkReview): Promise<{ decided: number; ids: string[] }> {
  const reviewedAt = new Date();
  const ids = await db.transaction(async (tx) => {
    const by = body.cityId !== undefined ? { cityId: body.cityId } : { reviewReason: body.reviewReason! };
    const ids = (await lockWaitingImports(tx, by)).map((row) => row.id);
    if (ids.length === 0) return ids;
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
      before: { reviewStatus: "pending", ...by },
      after: { ...decision, confirmedAt: undefined, ids },
    });
    return ids;
  });
  if (ids.length > 0 && body.action === "approve") await requestRebuild(db, `${ids.length} imported listings approved`);
  return { decided: ids.length, ids };
}
