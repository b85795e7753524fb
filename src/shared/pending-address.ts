// The pending shells learn what to load from the address they were served at (the grocery-stores-page and
// cities-page functions serve them with a 200 at a new record's own address, ADR 016).

function remainder(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/+$/, "");
  if (!rest || rest === "_pending") return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest; // a malformed escape: let the API answer 404 for it
  }
}

/** The store identifier for GET /api/grocery-stores/{identifier}: id, "city/store" or bare slug, encoded. */
export function storeIdentifierFromPath(pathname: string): string | null {
  const rest = remainder(pathname, "/grocery-stores/");
  return rest === null ? null : encodeURIComponent(rest);
}

/** The city slug for GET /api/cities/{slug}, encoded; null when the path holds no slug. */
export function citySlugFromPath(pathname: string): string | null {
  const rest = remainder(pathname, "/cities/");
  return rest === null ? null : encodeURIComponent(rest);
}
