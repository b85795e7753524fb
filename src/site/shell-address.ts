// Shell pages: one built page serves every record's address, by a 200 rewrite (netlify.toml: claim,
// boost and circulars pages) or from the grocery-stores-page and cities-page functions at a record
// added since the last build (ADR 016). The island reads the record from the address; this is the
// one parser for all of them.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What follows `prefix`, trailing slashes dropped and decoded; null for nothing, for the shell's
 * own address (`_pending`, `_form`...) and, with `oneSegment`, for more than one segment.
 */
function afterPrefix(pathname: string, prefix: string, oneSegment: boolean): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/+$/, "");
  if (!rest || rest.startsWith("_") || (oneSegment && rest.includes("/"))) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest; // a malformed escape: let the API answer 404 for it
  }
}

const encoded = (value: string | null) => (value === null ? null : encodeURIComponent(value));

/** The store identifier for GET /api/grocery-stores/{identifier}: id, "city/store" or bare slug, encoded. */
export function storeIdentifierFromPath(pathname: string): string | null {
  return encoded(afterPrefix(pathname, "/grocery-stores/", false));
}

/** The city slug for GET /api/cities/{slug}, encoded; null when the path holds no slug. */
export function citySlugFromPath(pathname: string): string | null {
  return encoded(afterPrefix(pathname, "/cities/", false));
}

/** The store id of /claim-business/{storeId}, encoded for an API path. */
export function storeIdFromClaimPath(pathname: string): string | null {
  return encoded(afterPrefix(pathname, "/claim-business/", true));
}

/** The store id of /boost-profile/{storeId}: only a UUID (checkout starts from it), lower-cased. */
export function storeIdFromBoostPath(pathname: string): string | null {
  const id = afterPrefix(pathname, "/boost-profile/", true);
  return id !== null && UUID.test(id) ? id.toLowerCase() : null;
}

/** The store id of /manage-circulars/{storeId}, decoded (the circulars API encodes it). */
export function storeIdFromCircularsPath(pathname: string): string | null {
  return afterPrefix(pathname, "/manage-circulars/", true);
}

/** The store id of /manage-listing/{storeId} (the owner's listing editor), decoded. */
export function storeIdFromListingPath(pathname: string): string | null {
  return afterPrefix(pathname, "/manage-listing/", true);
}
