// A store closed for good (ADR 045): it leaves town lists, search, best deals and the sitemap at the
// next rebuild (store-visibility.ts), its page says 'Permanently closed' (noindex) for
// CLOSED_PAGE_DAYS and then answers 410. The row stays, so a later import of the same source record
// finds it again and never adds it anew. A closure made by mistake is undone by reopening, which
// puts the store back everywhere at the next rebuild. Both audited.
import type { Db, Tx } from "../../db/client.ts";
import { updateStoreRow } from "../admin/admin-stores-queries.server.ts";
import { getStoreForUpdate } from "./store-lock-queries.server.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { abandonOpenPurchase, endSubscriptionsOfUnlistedStore } from "../boosts/retire-payments.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { STORE_NOT_FOUND } from "./find-store.server.ts";

export const STORE_CLOSE_ACTION = "store.close";
export const STORE_REOPEN_ACTION = "store.reopen";
export const ALREADY_CLOSED_FOR_ADMIN = "This store is already marked as closed for good.";
export const NOT_CLOSED = "This store is not marked as closed: there is nothing to reopen.";

/** After a closure commits, by whichever way it came: the rebuild, no boost renewal, no unpaid purchase. */
export async function afterStoreClosed(db: Db, storeId: string, why: string): Promise<void> {
  await requestRebuild(db, why);
  await endSubscriptionsOfUnlistedStore(db, storeId, "closed");
  await abandonOpenPurchase(db, storeId);
}

/** Inside the caller's transaction, the store row already locked by it; then afterStoreClosed. */
export async function closeStoreIn(tx: Tx, storeId: string, why: { reason: string | null; suggestionId?: string }) {
  const closedAt = new Date();
  await updateStoreRow(tx, storeId, { closedAt });
  await recordAudit(tx, {
    actor: ADMIN_ACTOR,
    action: STORE_CLOSE_ACTION,
    entityType: "grocery_store",
    entityId: storeId,
    before: { closedAt: null },
    after: { closedAt: closedAt.toISOString(), reason: why.reason, suggestionId: why.suggestionId ?? null },
  });
  return closedAt;
}

/** POST /api/admin/grocery-stores/{id}/close: an admin marks a store closed for good. */
export async function closeStore(db: Db, storeId: string, reason: string | null): Promise<Date> {
  const closedAt = await db.transaction(async (tx) => {
    const store = await getStoreForUpdate(tx, storeId);
    if (!store || store.deletedAt || store.mergedIntoId) throw notFound(STORE_NOT_FOUND);
    if (store.closedAt) throw new ApiError("conflict", ALREADY_CLOSED_FOR_ADMIN);
    return closeStoreIn(tx, storeId, { reason });
  });
  await afterStoreClosed(db, storeId, `store closed for good: ${storeId}`);
  return closedAt;
}

/** POST /api/admin/grocery-stores/{id}/reopen: an admin undoes a closure (a mistaken report, a reopening). */
export async function reopenStore(db: Db, storeId: string, reason: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const store = await getStoreForUpdate(tx, storeId);
    if (!store || store.deletedAt || store.mergedIntoId) throw notFound(STORE_NOT_FOUND);
    if (!store.closedAt) throw new ApiError("conflict", NOT_CLOSED);
    await updateStoreRow(tx, storeId, { closedAt: null });
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: STORE_REOPEN_ACTION,
      entityType: "grocery_store",
      entityId: storeId,
      before: { closedAt: store.closedAt.toISOString() },
      after: { closedAt: null, reason },
    });
  });
  await requestRebuild(db, `store reopened: ${storeId}`);
}
