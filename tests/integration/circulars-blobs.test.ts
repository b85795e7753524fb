// The blob store module against a local BlobsServer: what is written reads back byte for byte.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteCircularFile, getCircularFile, putCircularFile } from "../../src/circulars/blob-store.server.ts";
import { startLocalBlobs } from "../helpers/blobs.ts";

let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(async () => blobs?.stop());

describe("circular blob store", () => {
  it("stores binary bytes unchanged, and deletes them", async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7919) % 256);
    await putCircularFile("store-1/a.pdf", bytes);
    expect(await getCircularFile("store-1/a.pdf")).toEqual(bytes);
    await deleteCircularFile("store-1/a.pdf");
    expect(await getCircularFile("store-1/a.pdf")).toBeUndefined();
  });
});
