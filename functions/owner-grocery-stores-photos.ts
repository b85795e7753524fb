// POST   /api/owner/grocery-stores/{id}/photos - multipart {file, alt?}: add a photo (201, the list)
// PUT    /api/owner/grocery-stores/{id}/photos - {order: [photoId...]}: reorder; the first is the main photo
// The store's verified owner only, by the mailed proof's session (ADR 040, 046). For an upload, who
// asks and whether there is room are checked before a byte of the body is read, the body is capped
// on its Content-Length, and only a few bodies are read at once (the circulars' upload slots).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { withUploadSlot } from "../src/server/circulars/upload-gate.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { MULTIPART_OVERHEAD_BYTES, readMultipart } from "../src/server/http/read-multipart.ts";
import { requireListingOwnerToWrite } from "../src/server/owner-editing/require-listing-owner.ts";
import { listStorePhotos } from "../src/server/photos/list-photos.ts";
import { orderPhotos } from "../src/server/photos/order-photos.ts";
import { assertRoomForPhoto, uploadPhoto } from "../src/server/photos/upload-photo.ts";
import { requireStoreId } from "../src/server/stores/find-store.ts";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, photoOrderSchema } from "../src/shared/photos/photos.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    const id = requireStoreId(context.params.id);
    const email = await requireListingOwnerToWrite(db, id, context, "photo");
    await assertRoomForPhoto(db, id);
    await withUploadSlot(async () => {
      const form = await readMultipart(request, MAX_PHOTO_BYTES + MULTIPART_OVERHEAD_BYTES, {
        message: PHOTO_MESSAGES.tooLarge,
      });
      await uploadPhoto(db, id, email, form);
    });
    return json(await listStorePhotos(db, id), { status: 201 });
  },
  PUT: async (request: Request, context: Context) => {
    const db = await getDb();
    const id = requireStoreId(context.params.id);
    const body = await readJson(request);
    const email = await requireListingOwnerToWrite(db, id, context, "photo");
    await orderPhotos(db, id, email, photoOrderSchema.parse(body).order);
    return json(await listStorePhotos(db, id));
  },
});

export const config = { path: "/api/owner/grocery-stores/:id/photos" };
