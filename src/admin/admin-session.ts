// The browser's side of the admin session. The server decides (HttpOnly cookie, checked on every
// admin call); what is kept here is only the spec's "admin login flag with timestamp", valid 24
// hours, used as a hint: it lets the login page skip the form for someone who is already signed in
// without asking the server on every visit of a stranger. It never grants anything.
import { apiFetch } from "../ui/api.ts";

export const ADMIN_HINT_KEY = "adminSession";
export const ADMIN_SESSION_MS = 24 * 60 * 60 * 1000;
export const LOGIN_PATH = "/admin-login";
/** Where a successful sign-in goes when no (safe) `next` was given. Spec: /analytics. */
export const DEFAULT_AFTER_LOGIN = "/analytics";

/**
 * `next` as a same-site path, or null. Only "/..." is accepted; "//host" and "/\host" are
 * protocol-relative URLs in browsers and would send a freshly signed-in admin off-site.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // Control characters (tabs, newlines) are dropped by URL parsers and can hide a "//".
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  return next;
}

/** The login page's URL that comes back to `currentPath` afterwards. */
export function loginUrl(currentPath: string): string {
  return `${LOGIN_PATH}?next=${encodeURIComponent(currentPath)}`;
}

/** Whether a hint written at `signedInAt` (ms) is still inside the 24-hour session. */
export function isHintFresh(signedInAt: number | null, now: number): boolean {
  return (
    signedInAt !== null && Number.isFinite(signedInAt) && now - signedInAt >= 0 && now - signedInAt < ADMIN_SESSION_MS
  );
}

// localStorage throws in some private modes and when storage is disabled: the hint is optional.
export function readAdminHint(): number | null {
  try {
    const raw = window.localStorage.getItem(ADMIN_HINT_KEY);
    const parsed = raw === null ? NaN : Number(JSON.parse(raw)?.signedInAt);
    return Number.isFinite(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeAdminHint(signedInAt = Date.now()): void {
  try {
    window.localStorage.setItem(ADMIN_HINT_KEY, JSON.stringify({ signedInAt }));
  } catch {
    // ignore: see readAdminHint
  }
}

export function clearAdminHint(): void {
  try {
    window.localStorage.removeItem(ADMIN_HINT_KEY);
  } catch {
    // ignore: see readAdminHint
  }
}

/** The server's word on this browser's session; a failed call throws (the caller shows it). */
export async function fetchIsAdmin(): Promise<boolean> {
  const { isAdmin } = await apiFetch<{ isAdmin: boolean }>("/api/admin/status");
  if (!isAdmin) clearAdminHint();
  return isAdmin === true;
}

/**
 * Set while this page logs out and then leaves for "/": a 401 answering a request the page had
 * already sent (the dashboard still loading) must not send it to the login page instead.
 */
let loggingOut = false;

/** Ends this session (or every admin session) on the server, then forgets the hint. */
export async function logOut(everywhere = false): Promise<void> {
  loggingOut = true;
  try {
    await apiFetch(everywhere ? "/api/admin/logout-everywhere" : "/api/admin/logout", { method: "POST" });
  } catch (error) {
    loggingOut = false;
    throw error;
  }
  clearAdminHint();
}

/** Sends the browser to the login page, to come back here afterwards (not while logging out). */
export function redirectToLogin(): void {
  if (loggingOut) return;
  clearAdminHint();
  // The hash names the tab (#new-listings): signing in returns to that exact queue.
  const { pathname, search, hash } = window.location;
  window.location.replace(loginUrl(pathname + search + (hash ?? "")));
}
