// Where circular PDFs live: Netlify Blobs. On Netlify the functions find their store from the
// platform's context; under `npm start` and in tests a local BlobsServer (`@netlify/blobs/server`)
// serves the same API from a folder, named by BLOBS_LOCAL_URL.
import { getStore, type Store } from "@netlify/blobs";
import { env } from "../../config/env.ts";
import { ApiError } from "../http/errors.ts";

const STORE_NAME = "circulars";
const LOCAL_SITE_ID = "local-site";

function store(): Store {
  const { BLOBS_LOCAL_URL, BLOBS_LOCAL_TOKEN } = env();
  if (BLOBS_LOCAL_URL) {
    return getStore({
      name: STORE_NAME,
      siteID: LOCAL_SITE_ID,
      token: BLOBS_LOCAL_TOKEN ?? "local-token",
      edgeURL: BLOBS_LOCAL_URL,
      uncachedEdgeURL: BLOBS_LOCAL_URL,
      consistency: "strong",
    });
  }
  // Strong consistency: processing reads the file right after the upload wrote it.
  try {
    return getStore({ name: STORE_NAME, consistency: "strong" });
  } catch (error) {
    // Neither on Netlify nor given a local server (e.g. `astro dev` alone): a clear 503, not a 500.
    if ((error as Error).name === "MissingBlobsEnvironmentError") {
      throw new ApiError("service_unavailable", "File storage is not available right now. Please try again later.");
    }
    throw error;
  }
}

export async function putCircularFile(key: string, bytes: Uint8Array, contentType = "application/pdf"): Promise<void> {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  await store().set(key, copy.buffer, { metadata: { contentType } });
}

export async function getCircularFile(key: string): Promise<Uint8Array | undefined> {
  const data = await store().get(key, { type: "arrayBuffer" });
  return data ? new Uint8Array(data) : undefined;
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
