import { ApiError } from "./errors.ts";

const MAX_JSON_BYTES = 64 * 1024;

/** The request body as JSON; malformed, oversized or non-JSON bodies become a 4xx. */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    throw new ApiError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).");
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_JSON_BYTES) {
    throw new ApiError("payload_too_large", "The request body is too large.");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON.");
  }
}
