// The one way a function reads an upload: `multipart/form-data` only, the body capped like every
// other (readBody checks Content-Length before reading a byte and stops a chunked body at the cap),
// then parsed by the platform's own multipart parser; text fields must be valid UTF-8.
import { ApiError } from "./errors.server.ts";
import { decodeUtf8, readBody } from "./read-body.server.ts";

/** Room for the form's other fields and the part headers around a file at its own cap. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export async function readMultipart(
  request: Request,
  maxBytes: number,
  tooLarge: { message: string; details?: Record<string, unknown> } = { message: "The request body is too large." },
): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(type)) {
    throw new ApiError("unsupported_media_type", "Send the upload as multipart/form-data.");
  }
  let bytes: Uint8Array;
  try {
    bytes = await readBody(request, maxBytes);
  } catch (error) {
    if (error instanceof ApiError && error.code === "payload_too_large") {
      throw new ApiError("payload_too_large", tooLarge.message, tooLarge.details);
    }
    throw error;
  }
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError("bad_request", "The upload is not well-formed multipart/form-data.");
  }
  requireUtf8Fields(bytes, type);
  return form;
}

/**
 * The platform's parser decodes a text field leniently (bad bytes become U+FFFD, and a caption was
 * saved so): each part that is not a file is decoded again here, strictly, by the one decoder. The
 * body is well-formed by now (it parsed), so its parts lie between the boundary's delimiters.
 */
function requireUtf8Fields(bytes: Uint8Array, contentType: string): void {
  const boundary = /boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  if (!boundary) return;
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(at + delimiter.length, next);
    const headersEnd = part.indexOf("\r\n\r\n");
    if (headersEnd !== -1 && !/;\s*filename\*?=/i.test(part.subarray(0, headersEnd).toString("latin1"))) {
      // Between the headers' blank line and the CRLF that belongs to the next delimiter.
      decodeUtf8(part.subarray(headersEnd + 4, Math.max(headersEnd + 4, part.length - 2)));
    }
    at = next;
  }
}
