// One way to open a Netlify Blobs store by name, for every kind of file the site keeps (circulars,
// owners' photos). On Netlify the functions find their store from the platform's context; under
// `npm start` and in tests a local BlobsServer (`@netlify/blobs/server`) serves the same API from a
// folder, named by BLOBS_LOCAL_URL.
import { getStore, type Store } from "@netlify/blobs";
import { env } from "./env.server.ts";
import { ApiError } from "./errors.server.ts";

const LOCAL_SITE_ID = "local-site";

export function namedBlobStore(name: string): Store {
  const { BLOBS_LOCAL_URL, BLOBS_LOCAL_TOKEN } = env();
  if (BLOBS_LOCAL_URL) {
    return getStore({
      name,
      siteID: LOCAL_SITE_ID,
      token: BLOBS_LOCAL_TOKEN ?? "local-token",
      edgeURL: BLOBS_LOCAL_URL,
      uncachedEdgeURL: BLOBS_LOCAL_URL,
      consistency: "strong",
    });
  }
  // Strong consistency: a file is read (processed, served) right after the upload wrote it.
  try {
    return getStore({ name, consistency: "strong" });
  } catch (error) {
    // Neither on Netlify nor given a local server (e.g. `astro dev` alone): a clear 503, not a 500.
    if ((error as Error).name === "MissingBlobsEnvironmentError") {
      throw new ApiError("service_unavailable", "File storage is not available right now. Please try again later.");
    }
    throw error;
  }
}

/** Writes bytes under a key, with their media type kept as the blob's metadata. */
export async function putBytes(store: Store, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  // The blobs client wants an ArrayBuffer of exactly these bytes, not a view into a larger one.
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  await store.set(key, copy.buffer, { metadata: { contentType } });
}

export async function getBytes(store: Store, key: string): Promise<Uint8Array | undefined> {
  const data = await store.get(key, { type: "arrayBuffer" });
  return data ? new Uint8Array(data) : undefined;
}
