// POST /api/admin/grocery-stores/{id}/photos/{photoId}/remove - { reason } (required): removes an
// owner's photo, audits it in the store's history and mails the reason to the verified owner with
// the editor's link; the page changes at the next rebuild (ADR 046).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/server/admin/require-admin.ts";
import { notFound } from "../src/server/http/errors.ts";
import { handle, json } from "../src/server/http/handler.ts";
import { readJson } from "../src/server/http/read-json.ts";
import { removePhoto } from "../src/server/photos/remove-photo.ts";
import { isUuid } from "../src/server/stores/identifier.ts";
import { requireStoreId } from "../src/server/stores/find-store.ts";
import { PHOTO_MESSAGES, removePhotoSchema } from "../src/shared/photos/photos.ts";

export default handle({
  POST: async (request: Request, context: Context) => {
    const db = await getDb();
    await requireAdmin(db, context);
    // Media type and size first, like every JSON write; then the addressed photo.
    const body = await readJson(request);
    const id = requireStoreId(context.params.id);
    const photoId = context.params.photoId;
    if (!photoId || !isUuid(photoId)) throw notFound(PHOTO_MESSAGES.gone);
    const { reason } = removePhotoSchema.parse(body);
    return json(await removePhoto(db, id, photoId.toLowerCase(), { by: "admin", reason }));
  },
});

export const config = { path: "/api/admin/grocery-stores/:id/photos/:photoId/remove" };
