// POST   /api/owner/grocery-stores/{id}/photos - multipart {file, alt?}: add a photo (201, the list)
// PUT    /api/owner/grocery-stores/{id}/photos - {order: [photoId...]}: reorder; the first is the main photo
// The store's verified owner only, by the mailed proof's session (ADR 040, 046). For an upload, who
// asks and whether there is room are checked before a byte of the body is read, the body is capped
// on its Content-Length, and only a few bodies are read at once (the circulars' upload slots).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { withUploadSlot } from "../src/circulars/upload-gate.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { MULTIPART_OVERHEAD_BYTES, readMultipart } from "../src/platform/read-multipart.server.ts";
import { requireListingOwnerToWrite } from "../src/owners/require-listing-owner.server.ts";
import { listStorePhotos } from "../src/owners/list-photos.server.ts";
import { orderPhotos } from "../src/owners/order-photos.server.ts";
import { assertRoomForPhoto, uploadPhoto } from "../src/owners/upload-photo.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, photoOrderSchema } from "../src/owners/photos.ts";

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
