// GET /api/store-photos/{photoId}/{gallery|thumb}.webp - one size of an owner's photo (ADR 046).
// A photo's files never change (a new photo has a new id), so they are cached for a year; a deleted
// photo answers 404 here at once and leaves the pages at the next rebuild.
import type { Context } from "@netlify/functions";
import { getDb } from "../db/client.ts";
import { getStorePhoto } from "../src/owners/store-photos-queries.server.ts";
import { notFound } from "../src/platform/errors.server.ts";
import { handle } from "../src/platform/handler.server.ts";
import { getPhotoFile } from "../src/owners/photo-files.server.ts";
import { isUuid } from "../src/stores/identifier.server.ts";
import type { PhotoSize } from "../src/owners/photos.ts";

const FILES: Record<string, PhotoSize> = { "gallery.webp": "gallery", "thumb.webp": "thumb" };
const missing = () => notFound("This photo is not available.");

export default handle({
  GET: async (_request: Request, context: Context) => {
    const { id, file } = context.params;
    const size = file && Object.hasOwn(FILES, file) ? FILES[file] : undefined;
    if (!id || !isUuid(id) || !size) throw missing();
    const photo = await getStorePhoto(await getDb(), id.toLowerCase());
    if (!photo) throw missing();
    const bytes = await getPhotoFile(photo.blobPrefix, size);
    if (!bytes) throw missing();
    return new Response(bytes as BodyInit, {
      headers: {
        "content-type": "image/webp",
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      },
    });
  },
});

export const config = { path: "/api/store-photos/:id/:file" };
