// Merging a duplicate listing into the one that stays (ADR 044): what the admin's "Merge into..."
// form sends. Browser-safe: the dialog checks the same rule before sending.
import { z } from "../platform/zod.ts";
import { text } from "../platform/text.ts";
import { duplicateOwnerChoice, type MergeOwnerOutcome, type MergeOwnerPlan } from "./merge-owner-rule.ts";

export const MERGE_REASON_REQUIRED = "Please enter a reason for the merge: it is kept in the audit log.";

export const mergeReason = text({ error: MERGE_REASON_REQUIRED })
  .trim()
  .min(1, MERGE_REASON_REQUIRED)
  .max(1000, "The reason must be at most 1000 characters.");

/** POST /api/admin/grocery-stores/{duplicateId}/merge */
export const mergeRequestSchema = z.strictObject({
  survivorId: z.uuid({ error: "Choose the listing to keep." }),
  reason: mergeReason,
  /** Only read when the kept listing has no owner and the duplicate has one (merge-owner-rule.ts). */
  duplicateOwner: duplicateOwnerChoice.optional(),
});

/** GET /api/admin/grocery-stores/{duplicateId}/merge?survivorId= : what the merge would do to owners. */
export const mergePreviewQuerySchema = z.strictObject({ survivorId: z.uuid({ error: "Choose the listing to keep." }) });

export interface MergePreviewJson extends MergeOwnerPlan {
  duplicateOwners: string[];
  survivorHasOwner: boolean;
}

export type MergeRequest = z.output<typeof mergeRequestSchema>;

/** What a merge did, for the admin's toast and the caller's own records. */
export interface MergeResultJson {
  survivorId: string;
  duplicateId: string;
  /** The survivor's page, where the duplicate's addresses now lead. */
  survivorUrl: string;
  moved: {
    votes: number;
    votesDroppedAsDouble: number;
    claims: number;
    boosts: number;
    /** The duplicate's circulars are taken down, never moved: they spoke in its owner's name. */
    circularsTakenDown: number;
    ownerChanges: number;
    suggestions: number;
    photos: number;
    ownerMoved: boolean;
    owners: MergeOwnerOutcome;
    /** The duplicate owner's approvals that now wait in the claims queue on the kept listing. */
    claimsToReview: number;
  };
}
