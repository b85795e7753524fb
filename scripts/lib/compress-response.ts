// Text responses compressed as Netlify's CDN compresses them in production. Netlify's local
// emulation serves every file as stored, so without this a page measured locally (Lighthouse,
// page-weight's transfer figures) would carry three to five times the bytes a shopper downloads.
import { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from "node:zlib";

// Binary formats (images, PDFs, fonts) are already compressed; event streams must not be buffered.
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
// Below this a compressed body saves less than its framing costs.
const MIN_BYTES = 1024;
// Fast settings: responses are compressed per request, as a CDN does, not once at build time.
const BROTLI_QUALITY = 5;

export type Encoding = "br" | "gzip";

/** The encoding to answer with, or undefined to send the body as it is. */
export function chooseEncoding(method: string | undefined, acceptEncoding: string | undefined, response: Response) {
  if (method === "HEAD" || !response.body || response.headers.has("content-encoding")) return undefined;
  // 206 carries a byte range of the stored file; 204/304 have no body to compress.
  if (response.status === 206 || response.status === 204 || response.status === 304) return undefined;
  if (!COMPRESSIBLE.test(response.headers.get("content-type") ?? "")) return undefined;
  const length = response.headers.get("content-length");
  if (length !== null && Number(length) < MIN_BYTES) return undefined;
  const accepted = acceptedEncodings(acceptEncoding ?? "");
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

/** Codings the client accepts (q=0 means refused). */
function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

export function compressor(encoding: Encoding): BrotliCompress | Gzip {
  return encoding === "br"
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : createGzip();
}

/** The response's body as a Node stream, compressed when `encoding` is given. */
export function bodyStream(body: ReadableStream<Uint8Array>, encoding: Encoding | undefined): Readable {
  const stream = Readable.fromWeb(body as never);
  return encoding ? stream.pipe(compressor(encoding)) : stream;
}
