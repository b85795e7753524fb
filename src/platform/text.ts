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

// Single-line text (names, towns, addresses, phones: issue #43 item 11): no line break (CR, LF,
// NEL, U+2028, U+2029) and no other control character (C0, DEL, C1). A name that held one broke
// the pages, mails and CSV lines it is written into. Multi-line text (descriptions) keeps them.
// eslint-disable-next-line no-control-regex -- control characters are what these look for
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_OR_SPACE_RUNS = /[\s\u0000-\u001F\u007F-\u009F]+/g;

export const SINGLE_LINE_MESSAGE = "Please write this on one line, without line breaks or other control characters.";

export function isSingleLine(value: string): boolean {
  return !CONTROL_OR_LINE_BREAK.test(value);
}

/**
 * `text()` for a single-line field, trimmed: a line break at either end goes with the spaces; one
 * inside, or any other control character, is refused with SINGLE_LINE_MESSAGE (a 422 naming the field).
 */
export function singleLineText(params?: Parameters<typeof z.string>[0]) {
  return text(params).trim().refine(isSingleLine, { message: SINGLE_LINE_MESSAGE, abort: true });
}

/**
 * Cleans text from another source (a data import, a map) into one line: each run of spaces, line
 * breaks and control characters becomes one space. Our own forms refuse instead (singleLineText).
 */
export function toSingleLine(value: string): string {
  return value.replace(CONTROL_OR_SPACE_RUNS, " ").trim();
}

export function isMalformedTextIssue(issue: { code?: string; params?: unknown }): boolean {
  return issue.code === "custom" && (issue.params as { reason?: unknown } | undefined)?.reason === MALFORMED_TEXT;
}
