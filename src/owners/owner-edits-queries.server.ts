// The audit rows of owner edits (ADR 040): one row per changed field, and one per admin revert.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

type Conn = Db | Tx;

export const OWNER_EDIT_ACTION = "store.owner_edit";
export const OWNER_EDIT_REVERT_ACTION = "store.owner_edit_revert";
/** Photo changes (ADR 046): shown in the same history, not revertible there. */
export const PHOTO_ACTIONS = {
  added: "store.photo_add",
  deleted: "store.photo_delete",
  reordered: "store.photo_order",
  removed: "store.photo_remove",
} as const;
// A field an admin changed by accepting a shopper's suggestion (ADR 045): in the same history.
export const SUGGESTION_ACCEPT_ACTION = "store.suggestion_accept";
export const STORE_ENTITY = "grocery_store";

export type AuditRow = typeof auditLog.$inferSelect;

/** A store's owner changes, their reverts, accepted suggestions and photo changes, newest first. */
export function ownerEditRows(db: Conn, storeId: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, STORE_ENTITY),
        eq(auditLog.entityId, storeId),
        inArray(auditLog.action, [
          OWNER_EDIT_ACTION,
          OWNER_EDIT_REVERT_ACTION,
          SUGGESTION_ACCEPT_ACTION,
          ...Object.values(PHOTO_ACTIONS),
        ]),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

/** One owner change of the store, or undefined (another store's change, a revert, no such row). */
export async function ownerEditRow(db: Conn, storeId: string, changeId: number): Promise<AuditRow | undefined> {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.id, changeId),
        eq(auditLog.entityType, STORE_ENTITY),
        eq(auditLog.entityId, storeId),
        eq(auditLog.action, OWNER_EDIT_ACTION),
      ),
    );
  return row;
}
