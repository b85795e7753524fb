// POST /api/admin/grocery-stores/{id}/keep-in-scope: an admin keeps a store the scope rule puts out
// (issue #47 item 2). The mark goes, and when and by whom is recorded, so no later marking (at start,
// after an import or a refresh) marks it again: a person's decision sticks. Audited. The other
// decision is the ordinary Delete (a soft delete that imports never undo, ADR 061).
import type { Db } from "../../db/client.ts";
import { updateStoreRow } from "../admin/admin-stores-queries.server.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";

export const SCOPE_KEEP_ACTION = "store.scope_keep";
export const NOT_OUT_OF_SCOPE = "This store is not marked as out of scope: there is nothing to keep.";

export async function keepStoreInScope(db: Db, storeId: string): Promise<Date> {
  return db.transaction(async (tx) => {
    const store = await getStoreForUpdate(tx, storeId);
    if (!store || store.deletedAt || store.mergedIntoId) throw notFound(STORE_NOT_FOUND);
    if (!store.outOfScopeReason) throw new ApiError("conflict", NOT_OUT_OF_SCOPE);
    const keptAt = new Date();
    await updateStoreRow(tx, storeId, { outOfScopeReason: null, scopeKeptAt: keptAt, scopeKeptBy: ADMIN_ACTOR });
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: SCOPE_KEEP_ACTION,
      entityType: "grocery_store",
      entityId: storeId,
      before: { outOfScopeReason: store.outOfScopeReason },
      after: { outOfScopeReason: null, scopeKeptAt: keptAt.toISOString(), scopeKeptBy: ADMIN_ACTOR },
    });
    return keptAt;
  });
}
