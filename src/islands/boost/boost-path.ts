// /boost-profile/{id}: one static shell serves every store (a 200 rewrite), so the id is in the address.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function storeIdFromBoostPath(pathname: string): string | null {
  const match = /^\/boost-profile\/([^/]+)\/?$/.exec(pathname);
  const id = match ? decodeURIComponent(match[1]!) : "";
  return UUID.test(id) ? id.toLowerCase() : null;
}
