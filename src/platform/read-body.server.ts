// Request bodies, read at most once and never past a cap: Content-Length is checked before a byte
// is read, and a body without one (chunked) is read only until it passes the cap. One 100 MB POST
// used to cost 120 MB of memory before its 413.
import { ApiError } from "./errors.server.ts";

export const MAX_JSON_BYTES = 64 * 1024;

const tooLarge = () => new ApiError("payload_too_large", "The request body is too large.");

/** A body the server cut off (over its own cap: already a 413) or the client abandoned mid-way. */
function unreadable(error: unknown): never {
  if (error instanceof ApiError) throw error;
  throw new ApiError("bad_request", "The request body could not be read.");
}

export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (!/^\d{1,15}$/.test(declared.trim()))
      throw new ApiError("bad_request", "The Content-Length header is malformed.");
    if (Number(declared) > maxBytes) {
      await request.body?.cancel().catch(() => {});
      throw tooLarge();
    }
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(unreadable);
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export const NOT_UTF8 = "The request body is not valid UTF-8.";

/**
 * The one way body bytes become text: UTF-8, strictly. A lenient decoder (the platform's default,
 * and its multipart parser's) turns bad bytes into U+FFFD and saves that; here they are a 400. A
 * byte-order mark is kept as sent (`ignoreBOM`), so text is exactly what was signed or written.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new ApiError("bad_request", NOT_UTF8);
  }
}

/** The body exactly as sent, as text: what a signature (a Stripe webhook) is computed over. */
export async function readRawText(request: Request, maxBytes: number): Promise<string> {
  return decodeUtf8(await readBody(request, maxBytes));
}
