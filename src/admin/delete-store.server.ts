// DELETE /api/admin/grocery-stores/{id}: a deleted store disappears from the site but stays in the
// database, and an admin can bring it back within 30 days (restore-store.ts). Nothing is ever
// hard-deleted silently. A deleted store is featured nowhere, so its monthly boost stops renewing.
import type { Db, Tx } from "../../db/client.ts";
import { updateStoreRow } from "./admin-stores-queries.server.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { endSubscriptionsOfUnlistedStore } from "../boosts/retire-payments.server.ts";
import { notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { ADMIN_ACTOR, recordAudit } from "./audit.server.ts";

export async function deleteStore(db: Db, id: string): Promise<Date> {
  const deletedAt = await db.transaction((tx) => deleteStoreIn(tx, id));
  await afterStoreDeleted(db, id, `store deleted: ${id}`);
  return deletedAt;
}

/** After a deletion commits, by whichever way it came: the rebuild, and no more boost renewals. */
export async function afterStoreDeleted(db: Db, storeId: string, why: string): Promise<void> {
  await requestRebuild(db, why);
  await endSubscriptionsOfUnlistedStore(db, storeId, "removed");
}

/** Inside the caller's transaction (an accepted 'not an independent grocery' suggestion, ADR 045); then afterStoreDeleted. */
export async function deleteStoreIn(tx: Tx, id: string, note?: Record<string, unknown>): Promise<Date> {
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
    after: note ?? null,
  });
  return now;
}
