// DELETE /api/owner/photos/{photoId} - the store's verified owner deletes one of its photos; answers
// the store's photos as they now are (ADR 046). The photo names its store; the owner proof's session
// must be that store's verified owner (ADR 040).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { getStorePhoto } from "../src/owners/store-photos-queries.server.ts";
import { notFound } from "../src/platform/errors.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { requireListingOwnerToWrite } from "../src/owners/require-listing-owner.server.ts";
import { listStorePhotos } from "../src/owners/list-photos.server.ts";
import { removePhoto } from "../src/owners/remove-photo.server.ts";
import { isUuid } from "../src/stores/identifier.server.ts";
import { PHOTO_MESSAGES } from "../src/owners/photos.ts";

export default handle({
  DELETE: async (_request: Request, context: Context) => {
    const db = await getDb();
    const photoId = context.params.photoId;
    if (!photoId || !isUuid(photoId)) throw notFound(PHOTO_MESSAGES.gone);
    const photo = await getStorePhoto(db, photoId.toLowerCase());
    if (!photo) throw notFound(PHOTO_MESSAGES.gone);
    const email = await requireListingOwnerToWrite(db, photo.groceryStoreId, context, "photo");
    await removePhoto(db, photo.groceryStoreId, photo.id, { by: "owner", email });
    return json(await listStorePhotos(db, photo.groceryStoreId));
  },
});

export const config = { path: "/api/owner/photos/:photoId" };
