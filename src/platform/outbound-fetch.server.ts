// The one way the server fetches a URL it did not write itself: store websites, images found on
// them, and the third-party APIs (venue data, reviews, Wikipedia). ADR 021.
//
// - http(s) only, no credentials in the URL;
// - the host name is resolved here, every answer must be a public address (blocked-addresses.ts),
//   and the connection is pinned to the address that was checked, so a second DNS answer cannot
//   swap in 127.0.0.1 between the check and the connection (DNS rebinding);
// - redirects are followed by hand, at most 3, each hop checked the same way; headers the caller
//   set (API keys) are dropped when a redirect leaves the original origin;
// - the body is capped while it streams (after decompression), and one timeout covers the whole
//   exchange, redirects and body included.
//
// The only exception is OUTBOUND_ALLOWED_HOSTS, host:port pairs the tests and the local test mode
// use for their fake servers on 127.0.0.1; env.ts refuses it outside local development.
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { LookupFunction } from "node:net";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { Readable } from "node:stream";
import { env } from "./env.server.ts";
import { isBlockedAddress } from "./blocked-addresses.server.ts";

export type OutboundFailure = "bad_url" | "refused" | "timeout" | "too_large" | "too_many_redirects" | "network";

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = "OutboundError";
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface OutboundOptions {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Whole exchange, redirects and body included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS, replaceable so tests can make a name resolve to any address. */
  resolve?: Resolver;
}

export interface OutboundResponse {
  status: number;
  headers: Headers;
  /** The final URL, after redirects. */
  url: string;
  body: Buffer;
  text: () => string;
  json: () => unknown;
}

export const OUTBOUND_DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "SmallTownGrocersBot/1.0 (+https://smalltowngrocers.example/about-our-bot)";

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

function defaultPort(url: URL): string {
  return url.port || (url.protocol === "https:" ? "443" : "80");
}

/** host:port pairs that skip the address check (tests and local test mode only; env.ts). */
function allowedHosts(): Set<string> {
  const raw = env().OUTBOUND_ALLOWED_HOSTS ?? "";
  return new Set(
    raw
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}

function parseTarget(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError("bad_url", "Not a valid URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundError("bad_url", `Only http and https addresses can be fetched, not ${url.protocol}`);
  }
  if (url.username || url.password) throw new OutboundError("bad_url", "Addresses with credentials are refused.");
  return url;
}

/** The address to connect to, checked; undefined for an allow-listed host (normal resolution). */
async function checkedAddress(url: URL, resolve: Resolver): Promise<ResolvedAddress | undefined> {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (allowedHosts().has(`${url.hostname.toLowerCase()}:${defaultPort(url)}`)) return undefined;
  const literal = isIP(hostname);
  if (literal) {
    if (isBlockedAddress(hostname)) throw new OutboundError("refused", `${hostname} is not a public address.`);
    return { address: hostname, family: literal };
  }
  let answers: ResolvedAddress[];
  try {
    answers = await resolve(hostname);
  } catch {
    throw new OutboundError("network", `${hostname} could not be resolved.`);
  }
  if (answers.length === 0) throw new OutboundError("network", `${hostname} could not be resolved.`);
  // Every answer must be public: a name that also resolves to a private address is refused whole.
  const bad = answers.find((a) => isBlockedAddress(a.address));
  if (bad) throw new OutboundError("refused", `${hostname} resolves to ${bad.address}, which is not a public address.`);
  return answers[0]!;
}

/** A lookup that always answers with the address already checked: the connection is pinned. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function decoded(response: http.IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "").toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(createGunzip());
  if (encoding === "deflate") return response.pipe(createInflate());
  if (encoding === "br") return response.pipe(createBrotliDecompress());
  return response;
}

async function readCapped(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new OutboundError("too_large", `The response is larger than ${maxBytes} bytes.`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const stream = decoded(response);
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) {
        response.destroy();
        throw new OutboundError("too_large", `The response is larger than ${maxBytes} bytes.`);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    throw new OutboundError("network", "The response was cut off or could not be decoded.");
  }
  return Buffer.concat(chunks);
}

interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function send(hop: Hop, pinned: ResolvedAddress | undefined, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = hop.url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(hop.url, {
      method: hop.method,
      headers: {
        "user-agent": USER_AGENT,
        "accept-encoding": "gzip, deflate, br",
        ...hop.headers,
        ...(hop.body === undefined ? {} : { "content-length": String(Buffer.byteLength(hop.body)) }),
      },
      signal,
      ...(pinned ? { lookup: pinnedLookup(pinned) } : {}),
    });
    request.on("response", resolve);
    request.on("error", reject);
    request.end(hop.body);
  });
}

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

function nextHop(hop: Hop, status: number, location: string): Hop {
  let url: URL;
  try {
    url = parseTarget(new URL(location, hop.url));
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    throw new OutboundError("bad_url", "A redirect pointed to an invalid address.");
  }
  const toGet = status === 303 || ((status === 301 || status === 302) && hop.method === "POST");
  // Keys and tokens the caller sent are for the first origin only.
  const headers = url.origin === hop.url.origin ? hop.headers : {};
  return { url, method: toGet ? "GET" : hop.method, headers, body: toGet ? undefined : hop.body };
}

async function exchange(
  first: Hop,
  options: Required<Omit<OutboundOptions, "method" | "headers" | "body">>,
  signal: AbortSignal,
) {
  let hop = first;
  for (let redirects = 0; ; redirects++) {
    const pinned = await checkedAddress(hop.url, options.resolve);
    const response = await send(hop, pinned, signal);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.resume();
      if (redirects >= options.maxRedirects) {
        throw new OutboundError("too_many_redirects", `More than ${options.maxRedirects} redirects.`);
      }
      hop = nextHop(hop, response.statusCode!, location);
      continue;
    }
    const body = await readCapped(response, options.maxBytes);
    return { status: response.statusCode ?? 0, headers: toHeaders(response.headers), url: hop.url.href, body };
  }
}

export async function outboundFetch(target: string | URL, options: OutboundOptions = {}): Promise<OutboundResponse> {
  const url = parseTarget(target);
  const settings = {
    timeoutMs: options.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs,
    maxBytes: options.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes,
    maxRedirects: options.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects,
    resolve: options.resolve ?? systemResolver,
  };
  const signal = AbortSignal.timeout(settings.timeoutMs);
  const first: Hop = { url, method: options.method ?? "GET", headers: options.headers ?? {}, body: options.body };
  try {
    const result = await exchange(first, settings, signal);
    return {
      ...result,
      text: () => result.body.toString("utf8"),
      json: () => JSON.parse(result.body.toString("utf8")) as unknown,
    };
  } catch (error) {
    if (signal.aborted) throw new OutboundError("timeout", `No complete answer within ${settings.timeoutMs} ms.`);
    if (error instanceof OutboundError) throw error;
    throw new OutboundError("network", `The request failed: ${(error as Error).message}`);
  }
}
