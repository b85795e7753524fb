// Where photo files live: the "photos" Netlify Blobs store (blobs/named-store.ts, as circulars), one
// folder per photo holding its sizes. A photo's files never change once written: a new photo is a
// new folder, which is what lets the served files be cached for a year.
import type { PhotoSize } from "./photos.ts";
import { getBytes, namedBlobStore, putBytes } from "../platform/named-store.server.ts";
import type { ProcessedPhoto } from "./process-photo.server.ts";

const store = () => namedBlobStore("photos");
const SIZES: readonly PhotoSize[] = ["gallery", "thumb"];
const key = (prefix: string, size: PhotoSize) => `${prefix}/${size}.webp`;

export async function putPhotoFiles(prefix: string, photo: ProcessedPhoto): Promise<void> {
  await Promise.all(SIZES.map((size) => putBytes(store(), key(prefix, size), photo[size].bytes, "image/webp")));
}

export function getPhotoFile(prefix: string, size: PhotoSize): Promise<Uint8Array | undefined> {
  return getBytes(store(), key(prefix, size));
}

/** Removes a photo's files; a file already gone is not an error. */
export async function deletePhotoFiles(prefix: string): Promise<void> {
  await Promise.all(
    SIZES.map((size) =>
      store()
        .delete(key(prefix, size))
        .catch(() => {}),
    ),
  );
}
