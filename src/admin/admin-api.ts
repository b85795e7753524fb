// apiFetch for admin calls: a 401 means the session ended (expired, or logged out in another tab),
// so the browser goes to the login page, which brings the admin back here afterwards.
import { HttpError, apiFetch } from "../ui/api.ts";
import { redirectToLogin } from "./admin-session.ts";

export async function adminFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  try {
    return await apiFetch<T>(path, init);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) redirectToLogin();
    throw error;
  }
}

/** The server's message when it sent one, else the screen's own (spec) message. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.serverMessage ? error.serverMessage : fallback;
}
