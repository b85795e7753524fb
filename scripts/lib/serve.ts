// Serves dist/ plus every function under functions/ on loopback, through Netlify's own local
// emulation (@netlify/dev: static files, redirects and rewrites, headers). Functions run either warm
// in this process (default, fast; see warm-functions.ts) or through the emulation's per-request
// build and worker ("emulated", as the integration tests use it).
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { NetlifyDev } from "@netlify/dev";
import { ApiError, errorResponse } from "../../src/platform/errors.server.ts";
import { bodyStream, chooseEncoding } from "./compress-response.ts";
import { declaredLength, discardRest, incomingBody, MAX_REQUEST_BODY_BYTES } from "./incoming-body.ts";
import { invokeFunction, loadFunctions, routeFunction } from "./warm-functions.ts";

export interface RunningSite {
  url: string;
  close: () => Promise<void>;
}

export interface ServeOptions {
  projectRoot: string;
  port: number;
  host?: string;
  functions?: "warm" | "emulated";
  /**
   * The configured public origin (SITE_URL). Requests for another host are redirected to it, and
   * functions see it as their origin: redirects and same-site checks never trust the Host header.
   */
  siteUrl?: string;
}

/** Emulation features that would reach the network (geolocation, edge runtime download) or are unused. */
export const OFFLINE_FEATURES = {
  geolocation: { enabled: false },
  edgeFunctions: { enabled: false },
  images: { enabled: false },
  aiGateway: { enabled: false },
  database: { enabled: false },
  blobs: { enabled: false },
  environmentVariables: { enabled: false },
};

// `new Request` throws on TRACE (Node's parser itself answers TRACK with 400 and drops CONNECT).
const REFUSED_METHODS = new Set(["TRACE"]);
// How long a shutdown waits for requests in flight before cutting connections.
const DRAIN_DEADLINE_MS = 10_000;

export async function serveSite(options: ServeOptions): Promise<RunningSite> {
  const host = options.host ?? "127.0.0.1";
  const warm = (options.functions ?? "warm") === "warm";
  const netlify = new NetlifyDev({
    projectRoot: options.projectRoot,
    functions: { enabled: !warm },
    ...OFFLINE_FEATURES,
  });
  await netlify.start();
  const routes = warm ? await loadFunctions(join(options.projectRoot, "functions")) : [];

  const siteOrigin = options.siteUrl ? new URL(options.siteUrl).origin : undefined;

  const handleRequest = async (incoming: IncomingMessage): Promise<Response> => {
    if (REFUSED_METHODS.has(incoming.method ?? "")) {
      return new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD, POST, OPTIONS" } });
    }
    // Refused before a Request exists or a byte is read: nothing past the cap ever reaches a function.
    if ((declaredLength(incoming) ?? 0) > MAX_REQUEST_BODY_BYTES) {
      return errorResponse(new ApiError("payload_too_large", "The request body is too large."));
    }
    const requestedHost = incoming.headers.host ?? `${host}:${options.port}`;
    const requestedOrigin = `http://${requestedHost}`;
    // Host only, not scheme: behind a TLS proxy the request arrives as http for the https origin.
    if (siteOrigin && requestedHost !== new URL(siteOrigin).host) {
      return new Response(null, { status: 308, headers: { location: new URL(incoming.url ?? "/", siteOrigin).href } });
    }
    if (!warm) {
      const match = await netlify.handleAndIntrospectNodeRequest(incoming);
      return match?.response ?? (await notFoundPage(options.projectRoot));
    }
    const request = toWebRequest(incoming, siteOrigin ?? requestedOrigin);
    const fn = await routeFunction(routes, request, join(options.projectRoot, "dist"));
    if (fn) return invokeFunction(fn.route, fn.params, request, incoming.socket.remoteAddress ?? "127.0.0.1");
    const match = await netlify.handleAndIntrospect(request);
    return match?.response ?? (await notFoundPage(options.projectRoot));
  };

  const server = createServer(async (incoming, outgoing) => {
    // A client that hangs up mid-request is its own loss: never an unhandled 'error' event.
    incoming.on("error", () => {});
    outgoing.on("error", () => {});
    try {
      await send(await handleRequest(incoming), incoming, outgoing);
    } catch (error) {
      console.error(error);
      if (!outgoing.headersSent) outgoing.statusCode = 500;
      outgoing.end();
    }
  });
  await listen(server, options.port, host);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    // Stop accepting, let requests in flight finish (up to the deadline), then cut what is left.
    close: once(async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections turn idle as their last response ends: close them as they do.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const deadline = setTimeout(() => server.closeAllConnections(), DRAIN_DEADLINE_MS);
      await closed;
      clearInterval(sweep);
      clearTimeout(deadline);
      await netlify.stop();
    }),
  };
}

function toWebRequest(incoming: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
  return new Request(new URL(incoming.url ?? "/", origin), {
    method: incoming.method,
    headers,
    body: hasBody ? incomingBody(incoming, MAX_REQUEST_BODY_BYTES) : undefined,
    duplex: "half",
  } as RequestInit);
}

async function send(response: Response, incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  outgoing.statusCode = response.status;
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") outgoing.setHeader(key, value);
  });
  // A body left unread (refused, over its cap, or not wanted) is not drained whole (it may be 100 MB).
  if (!incoming.complete) outgoing.once("finish", () => discardRest(incoming));
  const cookies = response.headers.getSetCookie();
  if (cookies.length) outgoing.setHeader("set-cookie", cookies);
  const encoding = chooseEncoding(incoming.method, incoming.headers["accept-encoding"], response);
  if (encoding) {
    outgoing.setHeader("content-encoding", encoding);
    outgoing.removeHeader("content-length");
    outgoing.appendHeader("vary", "Accept-Encoding");
  }
  if (response.body) bodyStream(response.body, encoding).pipe(outgoing);
  else outgoing.end();
}

/**
 * Netlify answers unmatched paths with the site's 404.html, under the `/*` rules of `_headers`; the
 * emulation leaves that to us.
 */
async function notFoundPage(projectRoot: string): Promise<Response> {
  try {
    const html = await readFile(join(projectRoot, "dist", "404.html"));
    const headers = new Headers(await siteWideHeaders(projectRoot));
    headers.set("content-type", "text/html; charset=utf-8");
    return new Response(html, { status: 404, headers });
  } catch {
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  }
}

/** The `/*` block of dist/_headers (written by the build), as name-value pairs. */
async function siteWideHeaders(projectRoot: string): Promise<[string, string][]> {
  const text = await readFile(join(projectRoot, "dist", "_headers"), "utf8").catch(() => "");
  const block = /^\/\*\n((?:[ \t]+.+\n?)*)/m.exec(text)?.[1] ?? "";
  return block
    .split("\n")
    .map((line) => /^\s+([^:]+):\s*(.+)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1]!, match[2]!]);
}

function listen(server: Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
}

function once(action: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= action());
}
