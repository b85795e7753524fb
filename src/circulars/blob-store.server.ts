// Where circular PDFs live: the "circulars" Netlify Blobs store (blobs/named-store.ts says where
// that is on Netlify, under `npm start` and in tests).
import { getBytes, namedBlobStore, putBytes } from "../platform/named-store.server.ts";

const store = () => namedBlobStore("circulars");

export async function putCircularFile(key: string, bytes: Uint8Array, contentType = "application/pdf"): Promise<void> {
  await putBytes(store(), key, bytes, contentType);
}

export async function getCircularFile(key: string): Promise<Uint8Array | undefined> {
  return getBytes(store(), key);
}

export async function deleteCircularFile(key: string): Promise<void> {
  await store().delete(key);
}

// A chunked upload in progress (ADR 018): its description and its parts, until completed.
const uploadKey = (uploadId: string, part: string) => `uploads/${uploadId}/${part}`;

export async function putUploadMeta(uploadId: string, meta: object): Promise<void> {
  await store().setJSON(uploadKey(uploadId, "meta"), meta);
}

export async function getUploadMeta<T>(uploadId: string): Promise<T | undefined> {
  return ((await store().get(uploadKey(uploadId, "meta"), { type: "json" })) as T | null) ?? undefined;
}

export async function putUploadPart(uploadId: string, index: number, bytes: Uint8Array): Promise<void> {
  await putCircularFile(uploadKey(uploadId, `part-${index}`), bytes);
}

export async function getUploadPart(uploadId: string, index: number): Promise<Uint8Array | undefined> {
  return getCircularFile(uploadKey(uploadId, `part-${index}`));
}

export async function deleteUpload(uploadId: string, parts: number): Promise<void> {
  const keys = [
    uploadKey(uploadId, "meta"),
    ...Array.from({ length: parts }, (_, i) => uploadKey(uploadId, `part-${i}`)),
  ];
  await Promise.all(
    keys.map((key) =>
      store()
        .delete(key)
        .catch(() => {}),
    ),
  );
}

/** Every upload in progress or abandoned, by id. */
export async function listUploadIds(): Promise<string[]> {
  const { directories } = await store().list({ prefix: "uploads/", directories: true });
  return directories.map((d) => d.replace(/^uploads\//, "").replace(/\/$/, ""));
}

/** Removes every blob under an upload, whatever its parts; answers how many there were. */
export async function deleteUploadBlobs(uploadId: string): Promise<number> {
  const { blobs } = await store().list({ prefix: `uploads/${uploadId}/` });
  await Promise.all(
    blobs.map((b) =>
      store()
        .delete(b.key)
        .catch(() => {}),
    ),
  );
  return blobs.length;
}
