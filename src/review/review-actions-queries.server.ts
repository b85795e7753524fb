// The admin's review decisions kept for undo (ADR 063).
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { groceryStores, reviewActions, type GroceryStore, type ReviewFieldsBefore } from "../../db/schema.ts";

export async function insertReviewAction(
  tx: Tx,
  action: "approve" | "reject",
  stores: GroceryStore[],
  at: Date,
): Promise<string> {
  const before: ReviewFieldsBefore[] = stores.map((s) => ({
    id: s.id,
    reviewStatus: s.reviewStatus,
    reviewedAt: s.reviewedAt?.toISOString() ?? null,
    reviewedBy: s.reviewedBy,
    rejectionReason: s.rejectionReason,
    confirmedAt: s.confirmedAt.toISOString(),
    confirmedBy: s.confirmedBy,
  }));
  const [row] = await tx
    .insert(reviewActions)
    .values({ action, before, createdAt: at })
    .returning({ id: reviewActions.id });
  return row!.id;
}

/** The action, locked so two undos of it cannot both run. */
export async function lockReviewAction(tx: Tx, id: string) {
  const [row] = await tx.select().from(reviewActions).where(eq(reviewActions.id, id)).for("update");
  return row;
}

export async function markReviewActionUndone(tx: Tx, id: string, at: Date) {
  await tx
    .update(reviewActions)
    .set({ undoneAt: at })
    .where(and(eq(reviewActions.id, id), isNull(reviewActions.undoneAt)));
}

/** The stores the action decided, locked, as they are now. */
export function lockDecidedStores(tx: Tx, ids: string[]) {
  return tx.select().from(groceryStores).where(inArray(groceryStores.id, ids)).for("update");
}

/** Puts one store's review fields back as they were before the action. */
export async function restoreReviewFields(tx: Tx, before: ReviewFieldsBefore, at: Date) {
  await tx
    .update(groceryStores)
    .set({
      reviewStatus: before.reviewStatus,
      reviewedAt: before.reviewedAt ? new Date(before.reviewedAt) : null,
      reviewedBy: before.reviewedBy,
      rejectionReason: before.rejectionReason,
      confirmedAt: new Date(before.confirmedAt),
      confirmedBy: before.confirmedBy,
      updatedAt: at,
    })
    .where(eq(groceryStores.id, before.id));
}
