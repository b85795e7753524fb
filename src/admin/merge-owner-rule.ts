// A merge moves no right by itself (issue #43): who owns the listing that stays after a duplicate is
// merged into it. Pure and browser-safe, so the merge dialog explains the same rule the server applies.
//
// - The duplicate has no verified owner: nothing to decide.
// - Its owner already owns the kept listing (same address): nothing changes for them.
// - The kept listing has another owner: the duplicate's owner keeps no right there; their approval
//   becomes a claim waiting for review on the kept listing, and both people are told.
// - The kept listing has no owner: the admin chooses between handing it to the duplicate's owner and
//   sending their claim to review. Review is the default: it moves nothing until a person decides.
// Photos follow only into a listing with no owner or the same owner: an owner's photos never land on
// a store someone else speaks for.
import { z } from "../platform/zod.ts";

export const duplicateOwnerChoice = z.enum(["review", "move"], {
  error: "Choose whether the duplicate's owner becomes the owner of the listing you keep, or waits for review.",
});
export type DuplicateOwnerChoice = z.output<typeof duplicateOwnerChoice>;

export type MergeOwnerOutcome = "none" | "same" | "review" | "move";

export interface MergeOwnerPlan {
  outcome: MergeOwnerOutcome;
  /** The duplicate's owner addresses whose approval becomes a claim waiting for review. */
  toReview: string[];
  /** The kept listing's owner follows the duplicate's. */
  ownerMoves: boolean;
  /** The duplicate's photos may follow into the kept listing. */
  photosMove: boolean;
  /** The admin may pick `move` instead of the default `review`. */
  choiceOffered: boolean;
}

export function planMergeOwners(
  survivorOwners: readonly string[],
  duplicateOwners: readonly string[],
  choice: DuplicateOwnerChoice = "review",
): MergeOwnerPlan {
  const survivorOwned = survivorOwners.length > 0;
  const strangers = duplicateOwners.filter((email) => !survivorOwners.includes(email));
  const photosMove = !survivorOwned || strangers.length === 0;
  if (duplicateOwners.length === 0) {
    return { outcome: "none", toReview: [], ownerMoves: false, photosMove, choiceOffered: false };
  }
  if (strangers.length === 0) {
    return { outcome: "same", toReview: [], ownerMoves: false, photosMove, choiceOffered: false };
  }
  if (survivorOwned) {
    return { outcome: "review", toReview: strangers, ownerMoves: false, photosMove, choiceOffered: false };
  }
  if (choice === "move") {
    return { outcome: "move", toReview: [], ownerMoves: true, photosMove, choiceOffered: true };
  }
  return { outcome: "review", toReview: strangers, ownerMoves: false, photosMove, choiceOffered: true };
}
