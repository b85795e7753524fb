// A vote must come from a page of this site. Without this, any other site could make its visitors'
// browsers post votes: SameSite=Lax keeps our cookie off such requests, so each would look like a
// brand-new device and only the network limit would stop it.
import { ApiError } from "../http/errors.ts";

export function refuseCrossSite(request: Request): void {
  // Every current browser says where a request comes from; other clients send neither header.
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) {
    if (fetchSite === "cross-site") throw forbidden();
    return;
  }
  const origin = request.headers.get("origin");
  if (origin && origin !== "null" && hostOf(origin) !== new URL(request.url).host) throw forbidden();
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

const forbidden = () => new ApiError("forbidden", "Votes can only be cast from this site's store pages.");
