// The one way a function reads an upload: `multipart/form-data` only, the body capped like every
// other (readBody checks Content-Length before reading a byte and stops a chunked body at the cap),
// then parsed by the platform's own multipart parser.
import { ApiError } from "./errors.ts";
import { readBody } from "./read-body.ts";

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
  try {
    return await new Response(bytes as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError("bad_request", "The upload is not well-formed multipart/form-data.");
  }
}
