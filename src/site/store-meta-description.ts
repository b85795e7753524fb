// A store page's meta description: the store's own text, or a plain summary that names only what
// the page shows (issue #45, ADR 060). A store nobody described has no hours, phone or ratings, so
// its summary never promises them; directions need the street address the page's link searches for.
import type { StoreJson } from "../stores/store-json.ts";
import { reviewSummary } from "../stores/signals.ts";
import { storeDescription } from "../stores/store-view.ts";

type DescribedStore = Pick<
  StoreJson,
  | "name"
  | "address"
  | "cityName"
  | "state"
  | "hours"
  | "phone"
  | "description"
  | "ownerDescription"
  | "aiGeneratedDescription"
  | "foursquareId"
  | "foursquareMetadata"
  | "isSample"
  | "rating"
  | "reviewCount"
>;

/** "Hours, phone and directions.": what the page's Visit Information and reviews show, in that order. */
export function pageOffers(store: DescribedStore): string {
  const offers = [
    store.hours?.trim() && "hours",
    store.phone?.trim() && "phone",
    reviewSummary(store).rating !== null && "ratings",
    store.address?.trim() && "directions",
  ].filter((offer): offer is string => Boolean(offer));
  if (offers.length === 0) return "";
  const list = offers.length === 1 ? offers[0]! : `${offers.slice(0, -1).join(", ")} and ${offers.at(-1)}`;
  return `${list[0]!.toUpperCase()}${list.slice(1)}.`;
}

/** A meta description: the store's own text cut at a word boundary, or a plain summary. */
export function storeMetaDescription(store: DescribedStore, max = 160): string {
  const text = storeDescription(store).replace(/\s+/g, " ");
  const where = store.address?.trim() ? ` at ${store.address.trim()},` : " in";
  const fallback = `${store.name} is an independent grocery store${where} ${store.cityName}, ${store.state}. ${pageOffers(store)}`;
  const source = text || fallback.trim();
  if (source.length <= max) return source;
  const cut = source.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length).replace(/[,.;:]$/, "")}…`;
}
