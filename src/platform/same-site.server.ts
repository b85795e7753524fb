// One rule for every state-changing request: it must come from a page of this site. Browsers send
// Origin on every non-GET fetch (and Sec-Fetch-Site beside it); we compare with the configured
// site origin, never with the Host header, which the client chooses. A request that proves nothing
// (no Origin, no Sec-Fetch-Site) is refused too: scripts and tests say where they come from with
// `Origin: <SITE_URL>`, and no browser can forge that header for another site.
import { env } from "./env.server.ts";
import { ApiError } from "./errors.server.ts";

export const CROSS_SITE_MESSAGE = "This request must come from the site itself.";

export function siteOrigin(): string {
  return new URL(env().SITE_URL).origin;
}

export function isSameSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  // "null" (sandboxed frames, privacy redirects) and any other origin are foreign.
  if (origin !== null) return origin === siteOrigin();
  return request.headers.get("sec-fetch-site") === "same-origin";
}

export function requireSameSite(request: Request): void {
  if (!isSameSite(request)) throw new ApiError("forbidden", CROSS_SITE_MESSAGE);
}
