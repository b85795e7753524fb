// What a store page says about where its data came from (ADR 020): the licensed banner of an
// independently owned store, and the ODbL attribution OpenStreetMap data requires.
import type { StoreJson } from "./store-json.ts";

export const OSM_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";
export const ODBL_URL = "https://opendatacommons.org/licenses/odbl/";

/** 'Independently owned · IGA', or null for a store under no banner. */
export function bannerNote(store: Pick<StoreJson, "banner">): string | null {
  const banner = store.banner?.trim();
  return banner ? `Independently owned · ${banner}` : null;
}

/** The store's OSM element page ('https://www.openstreetmap.org/node/123'), when its data came from OSM. */
export function osmElementUrl(store: Pick<StoreJson, "osmId">): string | null {
  const match = store.osmId?.match(/^(node|way|relation)\/(\d+)$/);
  return match ? `https://www.openstreetmap.org/${match[1]}/${match[2]}` : null;
}
