import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore } from "@netlify/blobs";
import { afterEach, describe, expect, it } from "vitest";
import { startLoopbackBlobs, type LoopbackBlobs } from "./local-blobs.ts";

let blobs: LoopbackBlobs | undefined;
const folders: string[] = [];

afterEach(async () => {
  await blobs?.stop();
  blobs = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the local blob store", () => {
  it("listens on 127.0.0.1 only, and stores and serves blobs through the Netlify Blobs client", async () => {
    const directory = mkdtempSync(join(tmpdir(), "blobs-"));
    folders.push(directory);
    blobs = await startLoopbackBlobs(directory, "token");
    const address = blobs.server.address();
    expect(typeof address === "object" && address?.address).toBe("127.0.0.1");
    const store = getStore({
      name: "circulars",
      siteID: "local",
      token: "token",
      edgeURL: blobs.url,
      uncachedEdgeURL: blobs.url,
    });
    await store.set("a/b.pdf", new Blob([new Uint8Array([37, 80, 68, 70])]));
    expect(new Uint8Array(await store.get("a/b.pdf", { type: "arrayBuffer" }))).toEqual(
      new Uint8Array([37, 80, 68, 70]),
    );
    await store.delete("a/b.pdf");
    expect(await store.get("a/b.pdf")).toBeNull();
  });
});
