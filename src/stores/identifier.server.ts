// A store is addressed by its id, by "citySlug/storeSlug" (URL-encoded into one segment), or by its
// slug alone (older links); one parser so pages, fallback and API agree.
export type StoreIdentifier =
  | { kind: "id"; id: string }
  | { kind: "path"; citySlug: string; storeSlug: string }
  | { kind: "slug"; storeSlug: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isUuid = (value: string) => UUID.test(value);

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `raw` may still be percent-encoded (route parameters are), e.g. "mankato-mn%2Fhansens-market". */
export function parseStoreIdentifier(raw: string): StoreIdentifier | null {
  const value = safeDecode(raw)
    .trim()
    .replace(/^\/+|\/+$/g, "")
    .toLowerCase();
  if (!value || value.length > 240) return null;
  if (isUuid(value)) return { kind: "id", id: value };
  const parts = value.split("/");
  if (parts.length === 1 && SLUG.test(parts[0]!)) return { kind: "slug", storeSlug: parts[0]! };
  if (parts.length === 2 && parts.every((p) => SLUG.test(p))) {
    return { kind: "path", citySlug: parts[0]!, storeSlug: parts[1]! };
  }
  return null;
}
