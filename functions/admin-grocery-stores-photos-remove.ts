// POST /api/admin/grocery-stores/{id}/photos/{photoId}/remove - { reason } (required): removes an
// owner's photo, audits it in the store's history and mails the reason to the verified owner with
// the editor's link; the page changes at the next rebuild (ADR 046).
import { admin, uuidParam } from "../src/admin/admin-handler.server.ts";
import { PHOTO_MESSAGES, removePhotoSchema } from "../src/owners/photos.ts";
import { removePhoto } from "../src/owners/remove-photo.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";

export default handle({
  POST: admin({
    params: { id: requireStoreId, photoId: uuidParam(PHOTO_MESSAGES.gone) },
    body: removePhotoSchema,
    run: (db, { params, body }) => removePhoto(db, params.id, params.photoId, { by: "admin", reason: body.reason }),
  }),
});

export const config = { path: "/api/admin/grocery-stores/:id/photos/:photoId/remove" };
