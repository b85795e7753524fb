// Reads and writes of shoppers' suggested edits (ADR 045).
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { cities, groceryStores, storeSuggestions, type StoreSuggestion } from "../../db/schema.ts";

type Conn = Db | Tx;

export const WAITING = ["open", "asked_owner"] as const;

export async function insertSuggestion(
  db: Conn,
  values: typeof storeSuggestions.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await db.insert(storeSuggestions).values(values).returning({ id: storeSuggestions.id });
  return row!;
}

/** Whether the store has a suggestion from this source still waiting for an admin. */
export async function hasOpenSuggestion(db: Conn, storeId: string, network: string): Promise<boolean> {
  const rows = await db
    .select({ id: storeSuggestions.id })
    .from(storeSuggestions)
    .where(
      and(
        eq(storeSuggestions.groceryStoreId, storeId),
        eq(storeSuggestions.network, network),
        inArray(storeSuggestions.status, [...WAITING]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Answers every waiting suggestion of this source on these stores (rejected, with the note). */
export async function closeOpenSuggestions(db: Conn, storeIds: string[], network: string, note: string): Promise<void> {
  if (storeIds.length === 0) return;
  await db
    .update(storeSuggestions)
    .set({ status: "rejected", decidedAt: new Date(), decisionNote: note })
    .where(
      and(
        inArray(storeSuggestions.groceryStoreId, storeIds),
        eq(storeSuggestions.network, network),
        inArray(storeSuggestions.status, [...WAITING]),
      ),
    );
}

/** Suggestions from one network since `since`, counting towards the spam rules' flood rule. */
export async function countSuggestionsFromNetwork(db: Conn, network: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(storeSuggestions)
    .where(and(eq(storeSuggestions.network, network), gte(storeSuggestions.createdAt, since)));
  return row?.n ?? 0;
}

const duplicate = alias(groceryStores, "duplicate_store");
const duplicateCity = alias(cities, "duplicate_city");

/**
 * Every waiting suggestion with its store and the other listing of a duplicate report: clean ones
 * first, oldest first, then those the spam rules flagged (ADR 024's order).
 */
export function listWaitingSuggestions(db: Conn) {
  return db
    .select({
      suggestion: storeSuggestions,
      store: {
        id: groceryStores.id,
        slug: groceryStores.slug,
        name: groceryStores.name,
        address: groceryStores.address,
        phone: groceryStores.phone,
        website: groceryStores.website,
        hours: groceryStores.hours,
        ownerId: groceryStores.ownerId,
        confirmedAt: groceryStores.confirmedAt,
        confirmedBy: groceryStores.confirmedBy,
        cityName: cities.name,
        citySlug: cities.slug,
        state: cities.state,
      },
      duplicateOf: {
        id: duplicate.id,
        slug: duplicate.slug,
        name: duplicate.name,
        cityName: duplicateCity.name,
        citySlug: duplicateCity.slug,
        state: duplicateCity.state,
      },
    })
    .from(storeSuggestions)
    .innerJoin(groceryStores, eq(groceryStores.id, storeSuggestions.groceryStoreId))
    .innerJoin(cities, eq(cities.id, groceryStores.cityId))
    .leftJoin(duplicate, eq(duplicate.id, storeSuggestions.duplicateOfId))
    .leftJoin(duplicateCity, eq(duplicateCity.id, duplicate.cityId))
    .where(inArray(storeSuggestions.status, WAITING))
    .orderBy(sql`jsonb_array_length(${storeSuggestions.spamReasons}) > 0`, asc(storeSuggestions.createdAt));
}

export type WaitingSuggestionRow = Awaited<ReturnType<typeof listWaitingSuggestions>>[number];

/** One suggestion, locked for the rest of the transaction. */
export async function getSuggestionForUpdate(tx: Tx, id: string): Promise<StoreSuggestion | undefined> {
  const [row] = await tx.select().from(storeSuggestions).where(eq(storeSuggestions.id, id)).for("update");
  return row;
}

export async function updateSuggestion(
  tx: Tx,
  id: string,
  values: Partial<Pick<StoreSuggestion, "status" | "askedOwnerAt" | "decidedAt" | "decisionNote">>,
): Promise<void> {
  await tx.update(storeSuggestions).set(values).where(eq(storeSuggestions.id, id));
}

/** What the store's owner was asked to confirm or correct, oldest first. */
export function askedOwnerSuggestions(db: Conn, storeId: string): Promise<StoreSuggestion[]> {
  return db
    .select()
    .from(storeSuggestions)
    .where(and(eq(storeSuggestions.groceryStoreId, storeId), eq(storeSuggestions.status, "asked_owner")))
    .orderBy(asc(storeSuggestions.createdAt));
}

export async function getSuggestion(db: Conn, id: string): Promise<StoreSuggestion | undefined> {
  const [row] = await db.select().from(storeSuggestions).where(eq(storeSuggestions.id, id));
  return row;
}
