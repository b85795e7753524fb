// fetch() for islands, as the spec's data loader behaves: same-origin JSON, cookies included, and a
// non-OK answer becomes an error carrying the server's message ({ error: { code, message } }).
export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** The server's own message, when it sent one; safe to show. */
    readonly serverMessage: string | null,
    /** The raw response body, for callers that need more than the message (e.g. a link). */
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "HttpError";
  }
}

function messageFrom(body: string): string | null {
  try {
    const data = JSON.parse(body) as { error?: { message?: unknown }; message?: unknown };
    const message = data.error?.message ?? data.message;
    return typeof message === "string" && message.trim() ? message : null;
  } catch {
    return null; // not JSON: e.g. an HTML 404 page
  }
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  // A FormData body (an upload) sets its own multipart type and boundary.
  if (init.body !== undefined && !(init.body instanceof FormData)) headers.set("Content-Type", "application/json");
  const response = await fetch(path, { ...init, headers, credentials: "include" });
  const body = await response.text();
  if (!response.ok) throw new HttpError(response.status, messageFrom(body), body || response.statusText);
  return (body ? JSON.parse(body) : null) as T;
}

/**
 * What to tell the person after a failed call: the server's own message when it sent one (it is
 * written to be shown), else the screen's fallback. Server errors (5xx) can be left to the fallback.
 */
export function failureMessage(error: unknown, fallback: string, { hideServerErrors = false } = {}): string {
  if (!(error instanceof HttpError) || !error.serverMessage) return fallback;
  return hideServerErrors && error.status >= 500 ? fallback : error.serverMessage;
}
