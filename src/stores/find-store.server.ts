import type { Db } from "../../db/client.ts";
import { getStoreByBareSlug, getStoreById, getStoreBySlug, type StoreRow } from "./stores-queries.server.ts";
import { notFound } from "../platform/errors.server.ts";
import { isUuid, parseStoreIdentifier } from "./identifier.server.ts";

export const STORE_NOT_FOUND = "Grocery store not found. Please check the URL and try again.";

export async function findStore(db: Db, rawIdentifier: string): Promise<StoreRow> {
  const identifier = parseStoreIdentifier(rawIdentifier);
  let row: StoreRow | undefined;
  if (identifier?.kind === "id") row = await getStoreById(db, identifier.id);
  else if (identifier?.kind === "path") row = await getStoreBySlug(db, identifier.citySlug, identifier.storeSlug);
  else if (identifier?.kind === "slug") row = await getStoreByBareSlug(db, identifier.storeSlug);
  if (!row) throw notFound(STORE_NOT_FOUND);
  return row;
}

/** A store id from a route parameter, or the spec's not-found answer. */
export function requireStoreId(raw: string | undefined): string {
  if (!raw || !isUuid(raw)) throw notFound(STORE_NOT_FOUND);
  return raw.toLowerCase();
}
