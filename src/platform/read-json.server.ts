// The one way a function reads a JSON body: exact media type, capped size, safe parse. An exact
// `application/json` also means a cross-site form or `text/plain` post cannot reach a handler
// without a CORS preflight, which we never answer.
import { ApiError } from "./errors.server.ts";
import { decodeUtf8, MAX_JSON_BYTES, readBody } from "./read-body.server.ts";

const MAX_DEPTH = 32;
// Own properties with these names are harmless after JSON.parse, but one Object.assign or merge
// away from a polluted prototype; no schema uses them.
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** `application/json`, optionally with `charset=utf-8`, and nothing else. */
export function isJsonMediaType(header: string | null): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  return parameters.every((p) => p === "charset=utf-8" || p === 'charset="utf-8"') && parameters.length <= 1;
}

/** The request body as JSON; a wrong media type, an oversized or malformed body become a 4xx. */
export async function readJson(request: Request, { maxBytes = MAX_JSON_BYTES } = {}): Promise<unknown> {
  if (!isJsonMediaType(request.headers.get("content-type"))) {
    throw new ApiError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).");
  }
  return parseJson(await readBody(request, maxBytes));
}

export function parseJson(bytes: Uint8Array): unknown {
  // A leading byte-order mark is dropped, as JSON allows (RFC 8259, 8.1).
  const text = decodeUtf8(bytes).replace(/^\uFEFF/, "");
  if (nestingDepth(text) > MAX_DEPTH) throw new ApiError("bad_request", "The request body is nested too deeply.");
  try {
    return JSON.parse(text, (key, value: unknown) => (PROTOTYPE_KEYS.has(key) ? undefined : value));
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON.");
  }
}

/** The deepest bracket nesting outside strings: checked before parsing, so no recursion goes deep. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}
