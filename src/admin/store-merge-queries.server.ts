// The writes of a merge (ADR 044), each moving one kind of record from a duplicate listing to the
// survivor. Called in one transaction by src/admin/merge-stores.server.ts with both store rows
// locked; each returns how many rows it moved or dropped, for the audit row.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import {
  analyticsEvents,
  auditLog,
  boosts,
  businessClaims,
  circulars,
  groceryStores,
  nameAddressChanges,
  storePhotos,
  storeSuggestions,
  upvotes,
} from "../../db/schema.ts";
import { OWNER_EDIT_ACTION, OWNER_EDIT_REVERT_ACTION } from "../owners/owner-edits-queries.server.ts";

export interface MergePair {
  survivorId: string;
  duplicateId: string;
}

// Rows counted from what the statement returns: the drivers disagree on where they report a count.
const count = (result: unknown) => (result as { rows: unknown[] }).rows.length;

/**
 * The duplicate's votes that the vote rule would have refused had both listings been one store: the
 * same device voted for the survivor within `windowMinutes` of it. Deleted, and their number returned.
 */
export async function dropDoubleVotes(tx: Tx, pair: MergePair, windowMinutes: number): Promise<number> {
  const win = sql`make_interval(mins => ${windowMinutes}::integer)`;
  const dropped = await tx.execute(sql`
    delete from ${upvotes} d
    where d.grocery_store_id = ${pair.duplicateId}::uuid
      and exists (
        select 1 from ${upvotes} s
        where s.grocery_store_id = ${pair.survivorId}::uuid
          and s.device_id = d.device_id
          and s.created_at > d.created_at - ${win}
          and s.created_at < d.created_at + ${win}
      )
    returning d.id`);
  return count(dropped);
}

export async function moveVotes(tx: Tx, pair: MergePair): Promise<number> {
  const moved = await tx
    .update(upvotes)
    .set({ groceryStoreId: pair.survivorId })
    .where(eq(upvotes.groceryStoreId, pair.duplicateId))
    .returning({ id: upvotes.id });
  return moved.length;
}

/** The survivor's count gains the duplicate's, less the votes dropped as double. */
export async function addVoteCount(tx: Tx, survivorId: string, votes: number): Promise<void> {
  await tx
    .update(groceryStores)
    .set({ upvoteCount: sql`greatest(0, ${groceryStores.upvoteCount} + ${votes})` })
    .where(eq(groceryStores.id, survivorId));
}

/**
 * Claims follow the store; a pending claim by an address already pending on the survivor is closed
 * (one pending claim per address and store), its twin on the survivor stands.
 */
export async function moveClaims(tx: Tx, pair: MergePair, closedReason: string): Promise<number> {
  await tx.execute(sql`
    update ${businessClaims} d
    set status = 'rejected', rejection_reason = ${closedReason}, reviewed_at = now()
    where d.grocery_store_id = ${pair.duplicateId}::uuid
      and d.status = 'pending'
      and exists (
        select 1 from ${businessClaims} s
        where s.grocery_store_id = ${pair.survivorId}::uuid
          and s.status = 'pending'
          and lower(s.owner_email) = lower(d.owner_email)
      )`);
  const moved = await tx
    .update(businessClaims)
    .set({ groceryStoreId: pair.survivorId })
    .where(eq(businessClaims.groceryStoreId, pair.duplicateId))
    .returning({ id: businessClaims.id });
  return moved.length;
}

/**
 * Boosts (with their payments and circular quota) follow the store, so an active one keeps the
 * survivor featured. An unpaid purchase on the duplicate is given up when the survivor has its own
 * (one purchase in progress per store).
 */
export async function moveBoosts(tx: Tx, pair: MergePair): Promise<number> {
  await tx.execute(sql`
    update ${boosts} d
    set status = 'abandoned', updated_at = now()
    where d.grocery_store_id = ${pair.duplicateId}::uuid
      and d.status = 'incomplete'
      and exists (
        select 1 from ${boosts} s where s.grocery_store_id = ${pair.survivorId}::uuid and s.status = 'incomplete'
      )`);
  const moved = await tx
    .update(boosts)
    .set({ groceryStoreId: pair.survivorId })
    .where(eq(boosts.groceryStoreId, pair.duplicateId))
    .returning({ id: boosts.id });
  return moved.length;
}

/**
 * The duplicate's circulars spoke in its owner's name: they are taken down, not moved (issue #43).
 * Returns the removed rows, whose files the caller deletes after the commit.
 */
export async function takeDownCirculars(tx: Tx, duplicateId: string) {
  return tx.delete(circulars).where(eq(circulars.groceryStoreId, duplicateId)).returning();
}

/**
 * The duplicate owner's approval does not carry over to a listing it was not given for (issue #43):
 * each approved claim of these addresses waits for review again, and an owner record with no
 * approved claim behind it becomes such a claim. The claims then move with the others (moveClaims).
 */
export async function reopenOwnerClaims(
  tx: Tx,
  duplicate: { id: string; ownerDescription: string | null },
  owner: { name: string; email: string; phone: string | null } | undefined,
  emails: readonly string[],
): Promise<{ email: string; name: string }[]> {
  if (emails.length === 0) return [];
  const reopened = await tx
    .update(businessClaims)
    .set({ status: "pending", reviewedAt: null })
    .where(
      and(
        eq(businessClaims.groceryStoreId, duplicate.id),
        eq(businessClaims.status, "approved"),
        inArray(sql`lower(${businessClaims.ownerEmail})`, [...emails]),
      ),
    )
    .returning({ email: businessClaims.ownerEmail, name: businessClaims.ownerName });
  const ownerEmail = owner?.email.trim().toLowerCase();
  if (
    owner &&
    ownerEmail &&
    emails.includes(ownerEmail) &&
    !reopened.some((c) => c.email.toLowerCase() === ownerEmail)
  ) {
    await tx.insert(businessClaims).values({
      groceryStoreId: duplicate.id,
      status: "pending",
      ownerName: owner.name,
      ownerEmail,
      ownerPhone: owner.phone,
      businessRole: "Owner",
      ownerDescription: duplicate.ownerDescription ?? "",
      additionalInfo: "Was the approved owner of a duplicate listing of this store, merged into it.",
      emailVerifiedAt: new Date(),
    });
    reopened.push({ email: ownerEmail, name: owner.name });
  }
  return reopened;
}

/**
 * Shoppers' suggestions about the duplicate are about the survivor now, and one naming the duplicate
 * as the other listing names the survivor. A waiting "duplicate" suggestion between the two is
 * answered by this merge: accepted, with a note saying so.
 */
export async function moveSuggestions(tx: Tx, pair: MergePair): Promise<number> {
  const moved = await tx
    .update(storeSuggestions)
    .set({ groceryStoreId: pair.survivorId })
    .where(eq(storeSuggestions.groceryStoreId, pair.duplicateId))
    .returning({ id: storeSuggestions.id });
  await tx
    .update(storeSuggestions)
    .set({ duplicateOfId: pair.survivorId })
    .where(eq(storeSuggestions.duplicateOfId, pair.duplicateId));
  await tx
    .update(storeSuggestions)
    .set({ status: "accepted", decidedAt: new Date(), decisionNote: "The two listings were merged." })
    .where(
      and(
        eq(storeSuggestions.kind, "duplicate"),
        eq(storeSuggestions.groceryStoreId, pair.survivorId),
        eq(storeSuggestions.duplicateOfId, pair.survivorId),
        inArray(storeSuggestions.status, ["open", "asked_owner"]),
      ),
    );
  return moved.length;
}

/**
 * The duplicate's photos follow the survivor's, in their order, as far as the limit of `maxPhotos`
 * allows; any beyond it stay with the merged listing, which is shown nowhere.
 */
export async function movePhotos(tx: Tx, pair: MergePair, maxPhotos: number): Promise<number> {
  const kept = await tx
    .select({ position: storePhotos.position })
    .from(storePhotos)
    .where(eq(storePhotos.groceryStoreId, pair.survivorId));
  const room = Math.max(0, maxPhotos - kept.length);
  const next = kept.reduce((max, photo) => Math.max(max, photo.position + 1), 0);
  const incoming = await tx
    .select({ id: storePhotos.id })
    .from(storePhotos)
    .where(eq(storePhotos.groceryStoreId, pair.duplicateId))
    .orderBy(storePhotos.position, storePhotos.createdAt)
    .limit(room);
  for (const [index, photo] of incoming.entries()) {
    await tx
      .update(storePhotos)
      .set({ groceryStoreId: pair.survivorId, position: next + index })
      .where(eq(storePhotos.id, photo.id));
  }
  return incoming.length;
}

/** Page views and other events of the duplicate count for the survivor (the boost figures use them). */
export async function moveAnalytics(tx: Tx, pair: MergePair): Promise<number> {
  const moved = await tx
    .update(analyticsEvents)
    .set({ groceryStoreId: pair.survivorId })
    .where(eq(analyticsEvents.groceryStoreId, pair.duplicateId))
    .returning({ id: analyticsEvents.id });
  return moved.length;
}

/** The owner's audited edits and their reverts join the survivor's history in /admin. */
export async function moveOwnerHistory(tx: Tx, pair: MergePair): Promise<number> {
  const moved = await tx
    .update(auditLog)
    .set({ entityId: pair.survivorId })
    .where(
      and(
        eq(auditLog.entityType, "grocery_store"),
        eq(auditLog.entityId, pair.duplicateId),
        inArray(auditLog.action, [OWNER_EDIT_ACTION, OWNER_EDIT_REVERT_ACTION]),
      ),
    )
    .returning({ id: auditLog.id });
  return moved.length;
}

/** A name or address proposed for the duplicate no longer applies to anything. */
export async function withdrawPendingNameAddressChanges(tx: Tx, storeId: string): Promise<number> {
  const withdrawn = await tx
    .update(nameAddressChanges)
    .set({ status: "withdrawn", reviewedAt: sql`now()` })
    .where(and(eq(nameAddressChanges.groceryStoreId, storeId), eq(nameAddressChanges.status, "pending")))
    .returning({ id: nameAddressChanges.id });
  return withdrawn.length;
}

/** Listings merged into the duplicate earlier now point at the survivor too. */
export async function repointEarlierMerges(tx: Tx, pair: MergePair): Promise<void> {
  await tx
    .update(groceryStores)
    .set({ mergedIntoId: pair.survivorId })
    .where(eq(groceryStores.mergedIntoId, pair.duplicateId));
}

/** The duplicate leaves every list and refuses votes (cast_upvote wants is_active). */
export async function markMerged(tx: Tx, pair: MergePair): Promise<void> {
  await tx
    .update(groceryStores)
    .set({ mergedIntoId: pair.survivorId, mergedAt: sql`now()`, isActive: false, updatedAt: sql`now()` })
    .where(eq(groceryStores.id, pair.duplicateId));
}
