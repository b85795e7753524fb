// Where circular PDFs live: Netlify Blobs. On Netlify the functions find their store from the
// platform's context; under `npm start` and in tests a local BlobsServer (`@netlify/blobs/server`)
// serves the same API from a folder, named by BLOBS_LOCAL_URL.
import { getStore, type Store } from "@netlify/blobs";
import { env } from "../../config/env.ts";

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
  return getStore({ name: STORE_NAME, consistency: "strong" });
}

export async function putCircularFile(key: string, bytes: Uint8Array): Promise<void> {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  await store().set(key, copy.buffer, { metadata: { contentType: "application/pdf" } });
}

export async function getCircularFile(key: string): Promise<Uint8Array | undefined> {
  const data = await store().get(key, { type: "arrayBuffer" });
  return data ? new Uint8Array(data) : undefined;
}

export async function deleteCircularFile(key: string): Promise<void> {
  await store().delete(key);
}
