// PUT /api/owner/grocery-stores/{id}/photos: the verified owner puts the photos in a new order; the
// first is the main photo (ADR 046). Every photo of the store, each once; audited in one transaction.
import type { Db } from "../../db/client.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { photosOfStore, setPhotoPositions } from "./store-photos-queries.server.ts";
import type { StorePhoto } from "../../db/schema.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { auditPhotoChange, photoLabel } from "./photo-audit.server.ts";

const sequence = (photos: readonly Pick<StorePhoto, "id" | "altText">[]) => photos.map(photoLabel).join(", ");

export async function orderPhotos(db: Db, storeId: string, ownerEmail: string, order: readonly string[]) {
  const changed = await db.transaction(async (tx) => {
    const store = await getStoreForUpdate(tx, storeId);
    if (!store || store.deletedAt) throw notFound(STORE_NOT_FOUND);
    const photos = await photosOfStore(tx, storeId);
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    if (order.length !== photos.length || !order.every((id) => byId.has(id))) {
      throw new ApiError("conflict", "The photos have changed since this page loaded. Reload it and try again.");
    }
    if (order.every((id, index) => photos[index]!.id === id)) return false;
    await setPhotoPositions(tx, storeId, order);
    await auditPhotoChange(tx, {
      action: "reordered",
      actor: ownerEmail,
      storeId,
      before: sequence(photos),
      after: sequence(order.map((id) => byId.get(id)!)),
    });
    return true;
  });
  if (changed) await requestRebuild(db, `owner reordered photos: ${storeId}`);
}
