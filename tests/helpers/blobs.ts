// A local Netlify Blobs server in a throwaway folder, as `npm start` runs one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import { resetEnv } from "../../src/config/env.ts";

export async function startLocalBlobs() {
  const directory = mkdtempSync(join(tmpdir(), "blobs-"));
  const token = "test-blobs-token";
  const server = new BlobsServer({ directory, token, logger: () => {} });
  const { port } = await server.start();
  process.env.BLOBS_LOCAL_URL = `http://127.0.0.1:${port}`;
  process.env.BLOBS_LOCAL_TOKEN = token;
  resetEnv();
  return {
    directory,
    stop: async () => {
      await server.stop();
      delete process.env.BLOBS_LOCAL_URL;
      delete process.env.BLOBS_LOCAL_TOKEN;
      resetEnv();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
