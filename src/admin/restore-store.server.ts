// POST /api/admin/grocery-stores/{id}/restore: bring back a store deleted in the last 30 days.
import type { Db } from "../../db/client.ts";
import { getAdminStore, updateStoreRow } from "./admin-stores-queries.server.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { ADMIN_ACTOR, recordAudit } from "./audit.server.ts";

export const RESTORE_WINDOW_DAYS = 30;

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
