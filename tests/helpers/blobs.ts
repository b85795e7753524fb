// A local Netlify Blobs server in a throwaway folder, as `npm start` runs one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLoopbackBlobs } from "../../scripts/lib/local-blobs.ts";
import { resetEnv } from "../../src/platform/env.server.ts";

export async function startLocalBlobs() {
  const directory = mkdtempSync(join(tmpdir(), "blobs-"));
  const token = "test-blobs-token";
  const server = await startLoopbackBlobs(directory, token);
  process.env.BLOBS_LOCAL_URL = server.url;
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
