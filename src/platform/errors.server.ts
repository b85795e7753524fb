// One error type and one mapper: every failure leaves as { error: { code, message } } with the
// right status, never a stack trace or SQL.
import { ZodError } from "zod";
import { fieldErrors } from "./field-errors.ts";
import { isMalformedTextIssue } from "./text.ts";

const statusByCode = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  // A third-party service the request depends on failed (ADR 021).
  bad_gateway: 502,
  service_unavailable: 503,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof statusByCode;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = statusByCode[code];
  }
}

export const notFound = (message: string) => new ApiError("not_found", message);

function body(code: ErrorCode, message: string, details?: Record<string, unknown>) {
  return { error: { code, message, ...details } };
}

export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return Response.json(body(error.code, error.message, error.details), { status: error.status });
  }
  if (error instanceof ZodError) {
    const fields = fieldErrors(error.issues);
    // Text that cannot be stored (NUL, broken Unicode) is a malformed request, not a wrong value.
    const malformed = error.issues.find(isMalformedTextIssue);
    if (malformed) return Response.json(body("bad_request", malformed.message, { fields }), { status: 400 });
    const first = error.issues[0]?.message ?? "Invalid input";
    return Response.json(body("validation_failed", first, { fields }), { status: 422 });
  }
  // Unknown failures: details go to the log only.
  console.error(error);
  return Response.json(body("internal_error", "Something went wrong. Please try again later."), {
    status: 500,
  });
}
