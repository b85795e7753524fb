// What a store or town address without a built page should answer (ADR 016): the store's id or a
// bare or mis-cased slug moves permanently to the canonical address; a record created since the last
// build gets the client-rendered shell at its own address; an address a store no longer has (a merged
// duplicate's, or the one before an approved name or address change; ADR 044) moves to the store's
// current one; a store closed for good past its closed page's time is gone (410, ADR 045); anything
// else is not found.
import type { Db } from "../../db/client.ts";
import { getCityBySlug, isTownOfRejectedListings } from "../towns/cities-queries.server.ts";
import { formerAddressStoreId, mergedIntoStoreId } from "./former-addresses-queries.server.ts";
import {
  getStoreByBareSlug,
  getStoreById,
  getStoreBySlug,
  isGoneStore,
  type StoreRow,
} from "../stores/stores-queries.server.ts";
import { cityHref, storeHref } from "../stores/store-view.ts";
import { citySlugSchema } from "../towns/city-slug.server.ts";
import { parseStoreIdentifier } from "../stores/identifier.server.ts";

export type AddressAnswer =
  | { kind: "moved"; location: string }
  | { kind: "fresh" }
  | { kind: "not-found" }
  // A store closed for good longer ago than its 'Permanently closed' page stays (ADR 045).
  | { kind: "gone" };

const NOT_FOUND: AddressAnswer = { kind: "not-found" };

function remainder(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  return pathname.slice(prefix.length).replace(/\/+$/, "");
}

/** The canonical path itself (trailing slash aside) is served; any other spelling moves there. */
function answerFor(pathname: string, canonical: string): AddressAnswer {
  return pathname.replace(/\/+$/, "") === canonical ? { kind: "fresh" } : { kind: "moved", location: canonical };
}

/** `pathname` as requested, still percent-encoded: /grocery-stores/{id | slug | citySlug/storeSlug}. */
export async function resolveStoreAddress(db: Db, pathname: string): Promise<AddressAnswer> {
  const rest = remainder(pathname, "/grocery-stores/");
  const identifier = rest === null ? null : parseStoreIdentifier(rest);
  let row: StoreRow | undefined;
  if (identifier?.kind === "id") row = await getStoreById(db, identifier.id);
  else if (identifier?.kind === "path") row = await getStoreBySlug(db, identifier.citySlug, identifier.storeSlug);
  else if (identifier?.kind === "slug") row = await getStoreByBareSlug(db, identifier.storeSlug);
  if (row) return answerFor(pathname, storeHref(row));
  // Only where no current store answers: a store that took a freed address keeps it.
  const movedTo =
    identifier?.kind === "id"
      ? await mergedIntoStoreId(db, identifier.id)
      : identifier?.kind === "path"
        ? await formerAddressStoreId(db, identifier.citySlug, identifier.storeSlug)
        : undefined;
  const current = movedTo ? await getStoreById(db, movedTo) : undefined;
  if (current) return { kind: "moved", location: storeHref(current) };
  return identifier && (await isGoneStore(db, identifier)) ? { kind: "gone" } : NOT_FOUND;
}

/** `pathname` as requested: /cities/{slug}. */
export async function resolveCityAddress(db: Db, pathname: string): Promise<AddressAnswer> {
  const rest = remainder(pathname, "/cities/");
  if (!rest || rest.includes("/")) return NOT_FOUND;
  const slug = citySlugSchema.safeParse(safeDecode(rest));
  const row = slug.success ? await getCityBySlug(db, slug.data) : undefined;
  if (!row || (row.storeCount === 0 && (await isTownOfRejectedListings(db, row.city.id)))) return NOT_FOUND;
  return answerFor(pathname, cityHref(row.city.slug));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
