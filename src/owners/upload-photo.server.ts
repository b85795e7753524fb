// POST /api/owner/grocery-stores/{id}/photos: the verified owner adds a photo (ADR 046). The file is
// judged by its bytes, resized into the pages' sizes with its metadata dropped, stored, then
// recorded (within the limit of MAX_PHOTOS, under the store's row lock) with its audit row in one
// transaction. Nothing half-stored: a refused upload leaves neither files nor a row.
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { getStoreForUpdate } from "../stores/store-lock-queries.server.ts";
import { insertStorePhoto, nextPhotoPosition, photosOfStore } from "./store-photos-queries.server.ts";
import type { StorePhoto } from "../../db/schema.ts";
import { altTextSchema, MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_MESSAGES } from "./photos.ts";
import { ApiError, notFound } from "../platform/errors.server.ts";
import { requestRebuild } from "../site/request-rebuild.server.ts";
import { STORE_NOT_FOUND } from "../stores/find-store.server.ts";
import { auditPhotoChange, photoLabel } from "./photo-audit.server.ts";
import { deletePhotoFiles, putPhotoFiles } from "./photo-files.server.ts";
import { processPhoto } from "./process-photo.server.ts";

const tooMany = () => new ApiError("conflict", PHOTO_MESSAGES.tooMany);
export const photoTooLarge = () => new ApiError("payload_too_large", PHOTO_MESSAGES.tooLarge);

/** Refuses a ninth photo before its body is read; checked again when the row is written. */
export async function assertRoomForPhoto(db: Db, storeId: string): Promise<void> {
  if ((await photosOfStore(db, storeId)).length >= MAX_PHOTOS) throw tooMany();
}

export async function uploadPhoto(db: Db, storeId: string, ownerEmail: string, form: FormData): Promise<StorePhoto> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw new ApiError("validation_failed", PHOTO_MESSAGES.missing);
  if (file.size > MAX_PHOTO_BYTES) throw photoTooLarge();
  const altText = altTextSchema.parse(form.get("alt") ?? undefined) || null;
  const photo = await processPhoto(new Uint8Array(await file.arrayBuffer()));

  const id = randomUUID();
  const blobPrefix = `${storeId}/${id}`;
  await putPhotoFiles(blobPrefix, photo);
  try {
    const row = await db.transaction(async (tx) => {
      const store = await getStoreForUpdate(tx, storeId);
      if (!store || store.deletedAt) throw notFound(STORE_NOT_FOUND);
      const count = (await photosOfStore(tx, storeId)).length;
      if (count >= MAX_PHOTOS) throw tooMany();
      const inserted = await insertStorePhoto(tx, {
        id,
        groceryStoreId: storeId,
        position: await nextPhotoPosition(tx, storeId),
        blobPrefix,
        width: photo.gallery.width,
        height: photo.gallery.height,
        thumbWidth: photo.thumb.width,
        thumbHeight: photo.thumb.height,
        altText,
        originalFileSize: file.size,
        uploadedBy: ownerEmail,
      });
      await auditPhotoChange(tx, {
        action: "added",
        actor: ownerEmail,
        storeId,
        before: null,
        after: `Added ${photoLabel(inserted)} (${count + 1} of ${MAX_PHOTOS})`,
        details: { photoId: id },
      });
      return inserted;
    });
    await requestRebuild(db, `owner added a photo: ${storeId}`);
    return row;
  } catch (error) {
    await deletePhotoFiles(blobPrefix);
    throw error;
  }
}
