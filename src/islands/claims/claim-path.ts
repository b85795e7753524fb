// The claim page is served at /claim-business/{storeId} by a rewrite that keeps the address.

/** The store id from the claim page's address, encoded for an API path; null when there is none. */
export function storeIdFromClaimPath(pathname: string): string | null {
  const match = /^\/claim-business\/([^/]+)\/?$/.exec(pathname);
  if (!match || match[1] === "_form") return null;
  return encodeURIComponent(decodeURIComponentSafe(match[1]!));
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
