// The admin's Circulars tab (ADR 037): every circular that speaks for a store now or will, and the
// take-down, which removes it with a reason that is audited and mailed to the verified owner.
import type { Db } from "../../db/client.ts";
import { currentAndScheduledCirculars, deleteCircularRow, getCircular } from "./circulars-queries.server.ts";
import type { AdminCircularJson, CircularStatus } from "./circulars.ts";
import { storeHref } from "../stores/store-view.ts";
import { ADMIN_ACTOR, recordAudit } from "../admin/audit.server.ts";
import { notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { deleteCircularFile } from "./blob-store.server.ts";
import { mailOwnerQuietly } from "./owner-mail.server.ts";
import { today } from "./serialize.server.ts";

const PUBLISHED = new Set(["active", "published"]);

export async function listAdminCirculars(db: Db, now = new Date()): Promise<AdminCircularJson[]> {
  const day = today(now);
  return (await currentAndScheduledCirculars(db, day)).map((row) => ({
    id: row.id,
    store: {
      id: row.groceryStoreId,
      name: row.storeName,
      href: storeHref({ id: row.groceryStoreId, slug: row.storeSlug, citySlug: row.citySlug }),
      cityName: row.cityName,
      state: row.state,
    },
    originalFilename: row.originalFilename,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status as CircularStatus,
    scheduled: row.startDate > day,
    pageCount: row.pageCount,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
    thumbnailUrl: row.thumbnailKey && PUBLISHED.has(row.status) ? `/api/circulars/${row.id}/thumbnail` : null,
    fileUrl: PUBLISHED.has(row.status) ? `/api/circulars/${row.id}/file` : null,
  }));
}

export const CIRCULAR_GONE = "This circular no longer exists.";

/** Removes the circular and its files; the audit row keeps what it was and why it went. */
export async function takeDownCircular(db: Db, id: string, reason: string) {
  const row = await db.transaction(async (tx) => {
    const found = await getCircular(tx, id);
    if (!found) throw notFound(CIRCULAR_GONE);
    const removed = (await deleteCircularRow(tx, id, found.groceryStoreId))!;
    await recordAudit(tx, {
      actor: ADMIN_ACTOR,
      action: "circular.take_down",
      entityType: "circular",
      entityId: id,
      before: {
        groceryStoreId: removed.groceryStoreId,
        originalFilename: removed.originalFilename,
        startDate: removed.startDate,
        endDate: removed.endDate,
        status: removed.status,
        uploadedBy: removed.uploadedBy,
        blobKey: removed.blobKey,
      },
      after: { removed: true, reason },
    });
    return removed;
  });
  for (const key of [row.thumbnailKey, row.blobKey]) {
    if (key) await deleteCircularFile(key).catch(() => {});
  }
  // The pages change at the next rebuild; asked for now, like any other data change.
  if (PUBLISHED.has(row.status)) await requestRebuild(db, `circular ${id} taken down`);
  await mailOwnerQuietly(db, row, { kind: "removed", by: "admin", reason });
  return { id, removed: true as const };
}
