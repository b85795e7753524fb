// A photo leaves the store: deleted by its verified owner (DELETE /api/owner/photos/{photoId})
// or removed by an admin with a reason (POST /api/admin/grocery-stores/{id}/photos/{photoId}/remove),
// which the owner is mailed with the editor's link (ADR 046). Row and audit row in one transaction,
// then the files; the pages change at the next rebuild.
import type { Db } from "../../db/client.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { deleteStorePhoto } from "./store-photos-queries.server.ts";
import { PHOTO_MESSAGES } from "./photos.ts";
import { ADMIN_ACTOR } from "../admin/audit.server.ts";
import { notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { auditPhotoChange, photoLabel } from "./photo-audit.server.ts";
import { deletePhotoFiles } from "./photo-files.server.ts";
import { mailPhotoRemovalQuietly } from "./photo-mail.server.ts";

type Remover = { by: "owner"; email: string } | { by: "admin"; reason: string };

export async function removePhoto(db: Db, storeId: string, photoId: string, remover: Remover) {
  const removed = await db.transaction(async (tx) => {
    const store = await getStoreForUpdate(tx, storeId);
    if (!store) throw notFound(STORE_NOT_FOUND);
    const row = await deleteStorePhoto(tx, storeId, photoId);
    if (!row) throw notFound(PHOTO_MESSAGES.gone);
    const admin = remover.by === "admin";
    await auditPhotoChange(tx, {
      action: admin ? "removed" : "deleted",
      actor: admin ? ADMIN_ACTOR : remover.email,
      storeId,
      before: photoLabel(row),
      after: admin ? "Removed by an admin" : "Deleted by the owner",
      details: { photoId, blobPrefix: row.blobPrefix, ...(admin ? { reason: remover.reason } : {}) },
    });
    return { row, storeName: store.name };
  });
  await deletePhotoFiles(removed.row.blobPrefix);
  await requestRebuild(db, `photo ${photoId} removed: ${storeId}`);
  if (remover.by === "admin") {
    await mailPhotoRemovalQuietly(db, { storeId, storeName: removed.storeName, photo: removed.row }, remover.reason);
  }
  return { id: photoId, removed: true as const };
}
