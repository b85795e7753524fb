// Merging a duplicate listing into the one that stays (issue #28, ADR 044). Called by the admin's
// "Merge into..." (POST /api/admin/grocery-stores/{id}/merge) and by an accepted "duplicate of
// another listing" suggestion. In one transaction, both store rows locked: votes (a voter counted
// once), claims, boosts, page views, the owner's history and shoppers' suggestions move to the
// survivor; the duplicate leaves every list and its addresses answer 301 to the survivor; both
// stores get an audit row. Then the site is marked for a rebuild.
// A merge moves no right by itself (issue #43, ADR 059, shared/admin/merge-owner-rule.ts): the
// duplicate's owner keeps no right on a survivor someone else owns (their claim waits for review,
// and both are told), photos follow only to a survivor with no owner or the same one, and the
// duplicate's circulars are taken down.
import type { Db, Tx } from "../../db/client.ts";
import { getAdminStore, updateStoreRow } from "./admin-stores-queries.server.ts";
import { moveFormerAddresses, recordFormerAddress } from "../site/former-addresses-queries.server.ts";
import { refreshCompetingFlags } from "../owners/claims-queries.server.ts";
import { getOwnerRecord, verifiedOwnerEmails } from "../owners/owners-queries.server.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import * as merge from "./store-merge-queries.server.ts";
import type { GroceryStore } from "../../db/schema.ts";
import { recordAudit } from "./audit.server.ts";
import { deleteCircularFile } from "../circulars/blob-store.server.ts";
import { tellOwnersAfterMerge } from "./merge-mail.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { planMergeOwners, duplicateOwnerChoice } from "./merge-owner-rule.ts";
import { mergeReason, type MergeResultJson } from "./merge-schema.ts";
import { MAX_PHOTOS } from "../owners/photos.ts";
import { storeHref } from "../stores/store-view.ts";
import { VOTE_COOLDOWN_MINUTES } from "../votes/cooldown.ts";
import { z } from "../platform/zod.ts";
import { text } from "../platform/text.ts";

export const MERGE_ACTION = "store.merge";
export const MERGED_INTO_ACTION = "store.merge_into";

const mergeInputSchema = z.object({
  survivorId: z.uuid({ error: "Choose the listing to keep." }),
  duplicateId: z.uuid({ error: "Choose the duplicate listing." }),
  actor: text().trim().min(1).max(320),
  reason: mergeReason,
  duplicateOwner: duplicateOwnerChoice.optional(),
});

export type MergeInput = z.input<typeof mergeInputSchema>;

export const MERGE_MESSAGES = {
  self: "A listing cannot be merged into itself: choose another listing to keep.",
  duplicateNotFound: "The duplicate listing was not found (or was deleted).",
  survivorNotFound: "The listing to keep was not found (or was deleted).",
  duplicateMerged: "This listing was already merged into another listing.",
  survivorMerged:
    "The listing to keep was itself merged into another listing: merge into the listing it was merged into.",
  survivorHidden:
    "The listing to keep is not shown on the site (inactive or rejected): show it first, or keep another.",
} as const;

const CLAIM_CLOSED = "This listing was merged into another listing of the same store, where your claim is waiting.";

/** Both rows locked in id order, so two merges touching the same stores queue instead of deadlocking. */
async function lockPair(tx: Tx, survivorId: string, duplicateId: string) {
  const [first, second] = [survivorId, duplicateId].sort();
  const locked = new Map<string, GroceryStore | undefined>();
  locked.set(first!, await getStoreForUpdate(tx, first!));
  locked.set(second!, await getStoreForUpdate(tx, second!));
  return { survivor: locked.get(survivorId), duplicate: locked.get(duplicateId) };
}

function refuseUnmergeable(survivor: GroceryStore | undefined, duplicate: GroceryStore | undefined) {
  if (!duplicate || duplicate.deletedAt) throw notFound(MERGE_MESSAGES.duplicateNotFound);
  if (duplicate.mergedIntoId) throw new ApiError("conflict", MERGE_MESSAGES.duplicateMerged);
  if (!survivor || survivor.deletedAt) throw notFound(MERGE_MESSAGES.survivorNotFound);
  if (survivor.mergedIntoId) {
    throw new ApiError("conflict", MERGE_MESSAGES.survivorMerged, { mergedIntoId: survivor.mergedIntoId });
  }
  if (!survivor.isActive || survivor.reviewStatus === "rejected") {
    throw new ApiError("conflict", MERGE_MESSAGES.survivorHidden);
  }
}

/** What the two listings' owners mean for this merge, read under the caller's locks. */
async function ownersOf(tx: Tx, survivorId: string, duplicate: GroceryStore) {
  const [survivorOwners, duplicateOwners, duplicateOwner] = await Promise.all([
    verifiedOwnerEmails(tx, survivorId),
    verifiedOwnerEmails(tx, duplicate.id),
    getOwnerRecord(tx, duplicate.ownerId),
  ]);
  return { survivorOwners, duplicateOwners, duplicateOwner };
}

/** What a merge of these two would do to their owners, for the dialog before the admin decides. */
export async function previewMergeOwners(db: Db, survivorId: string, duplicateId: string) {
  return db.transaction(async (tx) => {
    const { survivor, duplicate } = await lockPair(tx, survivorId.toLowerCase(), duplicateId.toLowerCase());
    refuseUnmergeable(survivor, duplicate);
    const { survivorOwners, duplicateOwners } = await ownersOf(tx, survivor!.id, duplicate!);
    return {
      ...planMergeOwners(survivorOwners, duplicateOwners),
      duplicateOwners,
      survivorHasOwner: survivorOwners.length > 0,
    };
  });
}

export async function mergeStores(db: Db, input: MergeInput): Promise<MergeResultJson> {
  const { survivorId, duplicateId, actor, reason, duplicateOwner } = mergeInputSchema.parse(input);
  if (survivorId.toLowerCase() === duplicateId.toLowerCase()) {
    throw new ApiError("validation_failed", MERGE_MESSAGES.self, { fields: { survivorId: MERGE_MESSAGES.self } });
  }
  const pair = { survivorId: survivorId.toLowerCase(), duplicateId: duplicateId.toLowerCase() };
  const { result, takenDown, notices } = await db.transaction(async (tx) => {
    const { survivor, duplicate } = await lockPair(tx, pair.survivorId, pair.duplicateId);
    refuseUnmergeable(survivor, duplicate);
    const duplicateAddress = (await getAdminStore(tx, pair.duplicateId))!;
    const owners = await ownersOf(tx, pair.survivorId, duplicate!);
    const plan = planMergeOwners(owners.survivorOwners, owners.duplicateOwners, duplicateOwner);

    const votesDroppedAsDouble = await merge.dropDoubleVotes(tx, pair, VOTE_COOLDOWN_MINUTES);
    const votes = await merge.moveVotes(tx, pair);
    await merge.addVoteCount(tx, pair.survivorId, duplicate!.upvoteCount - votesDroppedAsDouble);
    const reopened = await merge.reopenOwnerClaims(tx, duplicate!, owners.duplicateOwner, plan.toReview);
    const claims = await merge.moveClaims(tx, pair, CLAIM_CLOSED);
    await refreshCompetingFlags(tx, pair.survivorId);
    const ownerMoved = plan.ownerMoves && !survivor!.ownerId && duplicate!.ownerId !== null;
    if (ownerMoved) await updateStoreRow(tx, pair.survivorId, { ownerId: duplicate!.ownerId });
    const boosts = await merge.moveBoosts(tx, pair);
    const takenDown = await merge.takeDownCirculars(tx, pair.duplicateId);
    await merge.moveAnalytics(tx, pair);
    const ownerChanges = await merge.moveOwnerHistory(tx, pair);
    const suggestions = await merge.moveSuggestions(tx, pair);
    const photos = plan.photosMove ? await merge.movePhotos(tx, pair, MAX_PHOTOS) : 0;
    await merge.withdrawPendingNameAddressChanges(tx, pair.duplicateId);

    await merge.repointEarlierMerges(tx, pair);
    await moveFormerAddresses(tx, pair.duplicateId, pair.survivorId);
    await recordFormerAddress(
      tx,
      { citySlug: duplicateAddress.citySlug, storeSlug: duplicate!.slug },
      pair.survivorId,
      "merge",
    );
    await merge.markMerged(tx, pair);
    await updateStoreRow(tx, pair.duplicateId, { ownerId: null });

    const moved = {
      votes,
      votesDroppedAsDouble,
      claims,
      boosts,
      circularsTakenDown: takenDown.length,
      ownerChanges,
      suggestions,
      photos,
      ownerMoved,
      owners: plan.outcome,
      claimsToReview: reopened.length,
    };
    const after = await getAdminStore(tx, pair.survivorId);
    await recordAudit(tx, {
      actor,
      action: MERGE_ACTION,
      entityType: "grocery_store",
      entityId: pair.duplicateId,
      before: {
        name: duplicate!.name,
        slug: duplicate!.slug,
        citySlug: duplicateAddress.citySlug,
        upvoteCount: duplicate!.upvoteCount,
        ownerId: duplicate!.ownerId,
        circulars: takenDown.map((c) => ({ id: c.id, originalFilename: c.originalFilename, blobKey: c.blobKey })),
      },
      after: { mergedIntoId: pair.survivorId, reason, moved },
    });
    await recordAudit(tx, {
      actor,
      action: MERGED_INTO_ACTION,
      entityType: "grocery_store",
      entityId: pair.survivorId,
      before: { upvoteCount: survivor!.upvoteCount, ownerId: survivor!.ownerId },
      after: {
        upvoteCount: after!.upvoteCount,
        ownerId: after!.ownerId,
        mergedFromId: pair.duplicateId,
        reason,
        moved,
      },
    });
    const notices = {
      claimants: reopened,
      survivorOwners: owners.survivorOwners,
      duplicate: { name: duplicate!.name, cityName: duplicateAddress.cityName, state: duplicateAddress.state },
      survivor: { name: after!.name, cityName: after!.cityName, state: after!.state, url: storeHref(after!) },
    };
    return { result: { ...pair, survivorUrl: storeHref(after!), moved }, takenDown, notices };
  });
  for (const key of takenDown.flatMap((c) => [c.thumbnailKey, c.blobKey])) {
    // The rows are gone, so nothing shows the files; an orphan blob is only storage.
    if (key) await deleteCircularFile(key).catch(() => {});
  }
  await requestRebuild(db, `store ${pair.duplicateId} merged into ${pair.survivorId}`);
  await tellOwnersAfterMerge(notices);
  return result;
}
