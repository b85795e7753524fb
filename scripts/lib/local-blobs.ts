// Under npm start, circular PDFs go to a local Netlify Blobs server (the same API as on Netlify),
// files under .data/blobs; unless BLOBS_LOCAL_URL already names one.
//
// The library's BlobsServer.start() listens on every interface and has no host option, which put
// the circulars' files (behind a token, but still) on the network (issue #23). So its request
// handler is served here from our own server on 127.0.0.1, and its own start() is never called.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { Readable } from "node:stream";
import { BlobsServer } from "@netlify/blobs/server";
import { resetEnv } from "../../src/platform/env.server.ts";
import { discardRest, incomingBody } from "./incoming-body.ts";

// A blob is at most a circular (10 MB) or one of its parts; generous, but a cap all the same.
const MAX_BLOB_BYTES = 32 * 1024 * 1024;

/** The parts of BlobsServer this adapter uses: its handler, and the origin its signed URLs name. */
interface BlobsHandler {
  handleRequest(request: Request): Promise<Response>;
  address: string;
}

export interface LoopbackBlobs {
  url: string;
  server: Server;
  stop: () => Promise<void>;
}

/** A BlobsServer for `directory`, listening on 127.0.0.1 only. */
export async function startLoopbackBlobs(directory: string, token: string, port = 0): Promise<LoopbackBlobs> {
  mkdirSync(directory, { recursive: true });
  const blobs = new BlobsServer({ directory, token, logger: () => {} }) as unknown as BlobsHandler;
  const server = createServer((incoming, outgoing) => {
    incoming.on("error", () => {});
    outgoing.on("error", () => {});
    void answer(blobs, incoming, outgoing).catch(() => {
      if (!outgoing.headersSent) outgoing.statusCode = 500;
      outgoing.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  blobs.address = url;
  return {
    url,
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answer(blobs: BlobsHandler, incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
  const request = new Request(new URL(incoming.url ?? "/", blobs.address), {
    method: incoming.method,
    headers,
    body: hasBody ? incomingBody(incoming, MAX_BLOB_BYTES) : undefined,
    duplex: "half",
  } as RequestInit);
  const response = await blobs.handleRequest(request);
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => outgoing.setHeader(name, value));
  if (!incoming.complete) outgoing.once("finish", () => discardRest(incoming));
  if (response.body) Readable.fromWeb(response.body as import("node:stream/web").ReadableStream).pipe(outgoing);
  else outgoing.end();
}

export async function startLocalBlobs(dataRoot: string): Promise<() => Promise<void>> {
  if (process.env.BLOBS_LOCAL_URL) return async () => {};
  const token = randomBytes(16).toString("hex");
  const blobs = await startLoopbackBlobs(join(dataRoot, "blobs"), token);
  process.env.BLOBS_LOCAL_URL = blobs.url;
  process.env.BLOBS_LOCAL_TOKEN = token;
  resetEnv();
  return blobs.stop;
}
