// POST /api/admin/grocery-stores/{id}/photos/{photoId}/remove - { reason } (required): removes an
// owner's photo, audits it in the store's history and mails the reason to the verified owner with
// the editor's link; the page changes at the next rebuild (ADR 046).
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { requireAdmin } from "../src/admin/require-admin.server.ts";
import { notFound } from "../src/platform/errors.server.ts";
import { handle, json } from "../src/platform/handler.server.ts";
import { readJson } from "../src/platform/read-json.server.ts";
import { removePhoto } from "../src/owners/remove-photo.server.ts";
import { isUuid } from "../src/stores/identifier.server.ts";
import { requireStoreId } from "../src/stores/find-store.server.ts";
import { PHOTO_MESSAGES, removePhotoSchema } from "../src/owners/photos.ts";

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
