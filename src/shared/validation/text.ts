// The one string rule every schema starts from: Postgres cannot store a NUL character in text (or
// a \u0000 escape in jsonb), and a lone UTF-16 surrogate breaks jsonb (the audit log) and is no
// character at all. Both used to reach the database and come back as a 500; with this rule they
// are a 400 naming the field. Browser-safe, so islands refuse the same input before sending it.
// ESLint allows `z.string()` only here: build every string field with `text()`.
import { z } from "./zod.ts";

/** Marks the issue so the server answers 400 (bad encoding), not 422 (a value we understood). */
export const MALFORMED_TEXT = "malformed_text";
export const MALFORMED_TEXT_MESSAGE =
  "This text contains a character that cannot be saved (a NUL byte or a broken Unicode character).";

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** `z.string()` that refuses NUL and ill-formed Unicode before any other check. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, {
    message: MALFORMED_TEXT_MESSAGE,
    params: { reason: MALFORMED_TEXT },
    abort: true,
  });
}

export function isMalformedTextIssue(issue: { code?: string; params?: unknown }): boolean {
  return issue.code === "custom" && (issue.params as { reason?: unknown } | undefined)?.reason === MALFORMED_TEXT;
}
