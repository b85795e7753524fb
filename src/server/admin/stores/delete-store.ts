// DELETE and restore: a deleted store disappears from the site but stays in the database, and an
// admin can bring it back within 30 days. Nothing is ever hard-deleted silently.
import type { Db } from "../../../../db/client.ts";
import { getAdminStore, getStoreForUpdate, updateStoreRow } from "../../../../db/queries/admin-stores.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { requestRebuild } from "../../rebuild/request-rebuild.ts";
import { STORE_NOT_FOUND } from "../../stores/find-store.ts";
import { ADMIN_ACTOR, recordAudit } from "../audit.ts";

export const RESTORE_WINDOW_DAYS = 30;

export async function deleteStore(db: Db, id: string): Promise<Date> {
  const deletedAt = await db.transaction(async (tx) => {
    const store = await getStoreForUpdate(tx, id);
    if (!store || store.deletedAt) throw notFound(STORE_NOT_FOUND);
    const now = new Date();
    await updateStoreRow(tx, id, { deletedAt: now });
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "store.delete",
      entityType: "grocery_store",
      entityId: id,
      before: store,
    });
    return now;
  });
  await requestRebuild(db, `store deleted: ${id}`);
  return deletedAt;
}

export async function restoreStore(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const store = await getStoreForUpdate(tx, id);
    if (!store) throw notFound(STORE_NOT_FOUND);
    if (!store.deletedAt) throw new ApiError("conflict", "This store is not deleted.");
    const ageDays = (Date.now() - store.deletedAt.getTime()) / 86_400_000;
    if (ageDays > RESTORE_WINDOW_DAYS) {
      throw new ApiError(
        "conflict",
        `This store was deleted more than ${RESTORE_WINDOW_DAYS} days ago and can no longer be restored.`,
      );
    }
    await updateStoreRow(tx, id, { deletedAt: null });
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "store.restore",
      entityType: "grocery_store",
      entityId: id,
      before: { deletedAt: store.deletedAt },
      after: { deletedAt: null },
    });
  });
  await requestRebuild(db, `store restored: ${id}`);
  return (await getAdminStore(db, id))!;
}
