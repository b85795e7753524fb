// Reads and writes of stores' source records (ADR 061): the USDA records and OSM elements each
// store was found as, and what a person decided about those stores, for the imports to respect.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  auditLog,
  boosts,
  businessClaims,
  groceryStores,
  storePhotos,
  storeSourceRecords,
  storeSuggestions,
  type NewStoreSourceRecord,
} from "../../db/schema.ts";

type Conn = Db | Tx;

/** Every record of one source, with the store it leads to. */
export async function listSourceRecords(db: Conn, source: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ recordId: storeSourceRecords.recordId, storeId: storeSourceRecords.groceryStoreId })
    .from(storeSourceRecords)
    .where(eq(storeSourceRecords.source, source));
  return new Map(rows.map((row) => [row.recordId, row.storeId]));
}

// A multi-row upsert binds 15 values a row: 1,000 rows stay under PostgreSQL's 65,535.
const ROWS_PER_STATEMENT = 1_000;

/**
 * Adds records, or refreshes the facts of those already kept (a record stays with its store: only a
 * merge moves what it leads to). One row per (source, record) in `records`.
 */
export async function upsertSourceRecords(tx: Conn, records: NewStoreSourceRecord[], seenAt: Date): Promise<void> {
  for (let start = 0; start < records.length; start += ROWS_PER_STATEMENT) {
    await tx
      .insert(storeSourceRecords)
      .values(
        records
          .slice(start, start + ROWS_PER_STATEMENT)
          .map((r) => ({ ...r, firstSeenAt: seenAt, lastSeenAt: seenAt })),
      )
      .onConflictDoUpdate({
        target: [storeSourceRecords.source, storeSourceRecords.recordId],
        set: {
          storeType: sql`excluded.store_type`,
          name: sql`excluded.name`,
          address: sql`excluded.address`,
          zipCode: sql`excluded.zip_code`,
          authorizedOn: sql`coalesce(excluded.authorized_on, ${storeSourceRecords.authorizedOn})`,
          endedOn: sql`excluded.ended_on`,
          fileDate: sql`coalesce(excluded.file_date, ${storeSourceRecords.fileDate})`,
          decision: sql`excluded.decision`,
          reason: sql`excluded.reason`,
          lastSeenAt: sql`excluded.last_seen_at`,
        },
      });
  }
}

/** The records of several stores, newest authorisation first per store: the review queue's evidence. */
export async function sourceRecordsOfStores(db: Conn, storeIds: string[]) {
  const byStore = new Map<string, (typeof storeSourceRecords.$inferSelect)[]>();
  if (storeIds.length === 0) return byStore;
  const rows = await db
    .select()
    .from(storeSourceRecords)
    .where(inArray(storeSourceRecords.groceryStoreId, storeIds))
    .orderBy(sql`${storeSourceRecords.authorizedOn} desc nulls last`, sql`${storeSourceRecords.id} desc`);
  for (const row of rows) byStore.set(row.groceryStoreId, [...(byStore.get(row.groceryStoreId) ?? []), row]);
  return byStore;
}

/** A store's records, newest authorisation first: its history and its review evidence. */
export function storeSourceRecordsOf(db: Conn, storeId: string) {
  return db
    .select()
    .from(storeSourceRecords)
    .where(eq(storeSourceRecords.groceryStoreId, storeId))
    .orderBy(sql`${storeSourceRecords.authorizedOn} desc nulls last`, sql`${storeSourceRecords.id} desc`);
}

// The audit actions of a person setting a store's fields: an admin's edit, an owner's edit, an
// accepted suggestion, an approved name or address change (src/owners/owner-edits-queries.server.ts, ADR 040, 044, 045).
export const PERSON_EDIT_ACTIONS = [
  "store.update",
  "store.owner_edit",
  "store.suggestion_accept",
  "store.name_address_change",
] as const;

/** The fields a person has set, per store (the keys of those audit rows' `after`). */
export async function personSetFields(db: Conn, storeIds: string[]): Promise<Map<string, Set<string>>> {
  const fields = new Map<string, Set<string>>();
  for (let start = 0; start < storeIds.length; start += ROWS_PER_STATEMENT) {
    const rows = await db
      .select({ storeId: auditLog.entityId, field: sql<string>`jsonb_object_keys(${auditLog.after})` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, "grocery_store"),
          inArray(auditLog.entityId, storeIds.slice(start, start + ROWS_PER_STATEMENT)),
          inArray(auditLog.action, [...PERSON_EDIT_ACTIONS]),
          sql`jsonb_typeof(${auditLog.after}) = 'object'`,
        ),
      );
    for (const { storeId, field } of rows) {
      const set = fields.get(storeId) ?? new Set<string>();
      set.add(field);
      fields.set(storeId, set);
    }
  }
  return fields;
}

/**
 * The stores of `ids` that hold something a person gave them: an owner, a claim, a boost, votes or
 * photos. An import merges no such listing by itself (ADR 059): it proposes the merge instead.
 */
export async function storesWithRights(db: Conn, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: groceryStores.id })
    .from(groceryStores)
    .where(
      and(
        inArray(groceryStores.id, ids),
        sql`(${groceryStores.ownerId} is not null or ${groceryStores.upvoteCount} > 0
          or exists (select 1 from ${businessClaims} where ${businessClaims.groceryStoreId} = ${groceryStores.id})
          or exists (select 1 from ${boosts} where ${boosts.groceryStoreId} = ${groceryStores.id})
          or exists (select 1 from ${storePhotos} where ${storePhotos.groceryStoreId} = ${groceryStores.id}))`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Whether a duplicate report between the two listings already waits for the admin. */
export async function duplicateProposalWaits(db: Conn, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ id: storeSuggestions.id })
    .from(storeSuggestions)
    .where(
      and(
        eq(storeSuggestions.kind, "duplicate"),
        inArray(storeSuggestions.status, ["open", "asked_owner"]),
        sql`((${storeSuggestions.groceryStoreId} = ${a} and ${storeSuggestions.duplicateOfId} = ${b})
          or (${storeSuggestions.groceryStoreId} = ${b} and ${storeSuggestions.duplicateOfId} = ${a}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
