// GET /api/admin/grocery-stores/{id}/history: a store's audited owner changes, newest first, each
// with its value before and after, and the admin reverts among them (ADR 040). Admins only.
import type { Db } from "../../db/client.ts";
import {
  OWNER_EDIT_REVERT_ACTION,
  ownerEditRows,
  PHOTO_ACTIONS,
  SUGGESTION_ACCEPT_ACTION,
  type AuditRow,
} from "./owner-edits-queries.server.ts";
import { getAdminStore } from "../admin/admin-stores-queries.server.ts";
import { notFound } from "../platform/errors.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { isHistoryField, type OwnerChangeJson } from "./owner-edit-schema.ts";

type Value = OwnerChangeJson["before"];

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const asValue = (value: unknown): Value => (typeof value === "string" || typeof value === "boolean" ? value : null);

const photoActions: readonly string[] = Object.values(PHOTO_ACTIONS);

/** One audit row read back: the one field (or the photos) it changed, and a reason and target. */
export function readChange(row: AuditRow): Omit<OwnerChangeJson, "revertedBy"> | null {
  const before = asRecord(row.before);
  const after = asRecord(row.after);
  const field = Object.keys(before).find(isHistoryField);
  if (!field) return null;
  const revert = row.action === OWNER_EDIT_REVERT_ACTION;
  const photo = photoActions.includes(row.action);
  return {
    id: row.id,
    kind: revert ? "revert" : photo ? "photo" : row.action === SUGGESTION_ACCEPT_ACTION ? "suggestion" : "owner_edit",
    field,
    before: asValue(before[field]),
    after: asValue(after[field]),
    actor: row.actor,
    at: row.createdAt.toISOString(),
    reason: (revert || photo) && typeof after.reason === "string" ? after.reason : null,
    revertsChangeId: revert && typeof after.revertsChangeId === "number" ? after.revertsChangeId : null,
  };
}

export async function storeHistory(db: Db, storeId: string): Promise<OwnerChangeJson[]> {
  if (!(await getAdminStore(db, storeId))) throw notFound(STORE_NOT_FOUND);
  const changes = (await ownerEditRows(db, storeId)).map(readChange).filter((c) => c !== null);
  const revertedBy = new Map(
    changes.filter((c) => c.revertsChangeId !== null).map((c) => [c.revertsChangeId!, c.id] as const),
  );
  return changes.map((change) => ({ ...change, revertedBy: revertedBy.get(change.id) ?? null }));
}
