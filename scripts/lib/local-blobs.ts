// Under npm start, circular PDFs go to a local Netlify Blobs server (the same API as on Netlify),
// files under .data/blobs; unless BLOBS_LOCAL_URL already names one.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { BlobsServer } from "@netlify/blobs/server";
import { resetEnv } from "../../src/config/env.ts";

export async function startLocalBlobs(dataRoot: string): Promise<() => Promise<void>> {
  if (process.env.BLOBS_LOCAL_URL) return async () => {};
  const directory = join(dataRoot, "blobs");
  mkdirSync(directory, { recursive: true });
  const token = randomBytes(16).toString("hex");
  const server = new BlobsServer({ directory, token, logger: () => {} });
  const { port } = await server.start();
  process.env.BLOBS_LOCAL_URL = `http://127.0.0.1:${port}`;
  process.env.BLOBS_LOCAL_TOKEN = token;
  resetEnv();
  return async () => {
    await server.stop();
  };
}
