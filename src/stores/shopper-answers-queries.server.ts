// Shoppers' answers to "Is this an independent grocery store, open now?" on imported stores' pages
// (ADR 063): one per store per device and per network, for a year.
import { and, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { shopperAnswers } from "../../db/schema.ts";

export type ShopperAnswer = "yes" | "not_grocery" | "closed";

/** Answers per store, by kind, for the review cards' evidence. */
export async function countShopperAnswers(db: Db | Tx, storeIds: string[]) {
  const counts = new Map<string, { yes: number; notGrocery: number; closed: number }>();
  if (storeIds.length === 0) return counts;
  const rows = await db
    .select({ storeId: shopperAnswers.groceryStoreId, answer: shopperAnswers.answer, n: sql<number>`count(*)::int` })
    .from(shopperAnswers)
    .where(inArray(shopperAnswers.groceryStoreId, storeIds))
    .groupBy(shopperAnswers.groceryStoreId, shopperAnswers.answer);
  for (const row of rows) {
    const entry = counts.get(row.storeId) ?? { yes: 0, notGrocery: 0, closed: 0 };
    if (row.answer === "yes") entry.yes = row.n;
    else if (row.answer === "closed") entry.closed = row.n;
    else entry.notGrocery = row.n;
    counts.set(row.storeId, entry);
  }
  return counts;
}

/**
 * Records an answer unless this device or network already gave one for the store in the last year
 * (an older one is replaced). Returns whether it counted. Runs under the store's row lock.
 */
export async function recordShopperAnswer(
  tx: Tx,
  answer: { storeId: string; answer: ShopperAnswer; deviceId: string; network: string },
  yearAgo: Date,
): Promise<boolean> {
  const sameSource = and(
    eq(shopperAnswers.groceryStoreId, answer.storeId),
    or(eq(shopperAnswers.deviceId, answer.deviceId), eq(shopperAnswers.network, answer.network)),
  );
  await tx.delete(shopperAnswers).where(and(sameSource, lt(shopperAnswers.createdAt, yearAgo)));
  const inserted = await tx
    .insert(shopperAnswers)
    .values({
      groceryStoreId: answer.storeId,
      answer: answer.answer,
      deviceId: answer.deviceId,
      network: answer.network,
    })
    .onConflictDoNothing()
    .returning({ id: shopperAnswers.id });
  return inserted.length > 0;
}

/** The store's answers of the last year, by kind: each row is one network (the unique key). */
export async function recentAnswerCounts(tx: Tx, storeId: string, yearAgo: Date) {
  const rows = await tx
    .select({ answer: shopperAnswers.answer, n: sql<number>`count(*)::int` })
    .from(shopperAnswers)
    .where(and(eq(shopperAnswers.groceryStoreId, storeId), gte(shopperAnswers.createdAt, yearAgo)))
    .groupBy(shopperAnswers.answer);
  const of = (kind: ShopperAnswer) => rows.find((r) => r.answer === kind)?.n ?? 0;
  return { yes: of("yes"), notGrocery: of("not_grocery"), closed: of("closed") };
}
