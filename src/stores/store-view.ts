// Pure view helpers for a grocery store, shared by Astro pages (build time) and React islands
// (browser). They take plain StoreJson-like data, so the API response and the build row render alike.
// The page addresses of stores and towns live here too, the one place they are built.
import type { StoreJson } from "./store-json.ts";
import { calendarDate } from "../platform/dates.ts";

export const DEFAULT_STORE_IMAGE = "/images/stores/default.svg";
export const FALLBACK_STORE_IMAGES = ["/images/stores/fallback-1.svg", "/images/stores/fallback-2.svg"] as const;
/** Intrinsic size of the bundled store illustrations; real photos are cropped to the same 8:5 frame. */
export const STORE_IMAGE_SIZE = { width: 800, height: 500 } as const;

const blank = (value: string | null | undefined): value is null | undefined | "" => !value || !value.trim();

/** The illustration shown when a store has no photo (or its photo fails to load): stable per store. */
export function fallbackImage(id: string | null | undefined): string {
  const last = id?.trim().slice(-1) ?? "";
  const digit = Number.parseInt(last, 16);
  if (Number.isNaN(digit)) return DEFAULT_STORE_IMAGE;
  return digit % 2 === 0 ? FALLBACK_STORE_IMAGES[0] : FALLBACK_STORE_IMAGES[1];
}

export function storeImage(store: Pick<StoreJson, "id" | "imageUrl">): string {
  return blank(store.imageUrl) ? fallbackImage(store.id) : store.imageUrl.trim();
}

/**
 * The owner's words beat the listing's own description. Stored generated text is never shown: it was
 * written once and kept a name and offerings the owner later changed (issue #49); aboutStore builds
 * the generated part from the record as it is.
 */
export function storeDescription(
  store: Pick<StoreJson, "ownerDescription" | "aiGeneratedDescription" | "description">,
): string {
  for (const text of [store.ownerDescription, store.description]) {
    if (!blank(text)) return text.trim();
  }
  return "";
}

type AboutFields =
  "name" | "cityName" | "state" | "ownerDescription" | "hasLocalProduce" | "hasPreparedFoods" | "hasOrganicOfferings";

/**
 * The profile's "About This Store", from the current record: left out where the owner wrote their
 * own description (it leads the page), else the current name and town and only the offerings stated
 * true now (issue #49).
 */
export function aboutStore(store: Pick<StoreJson, AboutFields>): string | null {
  if (!blank(store.ownerDescription)) return null;
  const offers = [
    store.hasLocalProduce === true && "local produce",
    store.hasPreparedFoods === true && "prepared foods",
    store.hasOrganicOfferings === true && "organic groceries",
  ].filter((offer): offer is string => Boolean(offer));
  const list = offers.length > 1 ? `${offers.slice(0, -1).join(", ")} and ${offers.at(-1)}` : offers[0];
  return `${store.name} is a grocery store in ${store.cityName}, ${store.state}.${list ? ` Its listing says it offers ${list}.` : ""}`;
}

// Page addresses (issue #44): every store and town address is built here and nowhere else;
// tests/lint/page-addresses.test.ts refuses a `/grocery-stores/` or `/cities/` address built by hand.

/** The canonical profile URL; stores without a city slug fall back to the id route, which redirects. */
export function storeHref(store: Pick<StoreJson, "id" | "slug" | "citySlug">): string {
  if (!blank(store.citySlug) && !blank(store.slug)) {
    return `/grocery-stores/${encodeURIComponent(store.citySlug)}/${encodeURIComponent(store.slug)}`;
  }
  return storeIdHref(store.id);
}

/** The address by id: it redirects to the canonical one, and reaches stores listed since the last build. */
export function storeIdHref(id: string): string {
  return `/grocery-stores/${encodeURIComponent(id)}`;
}

/** A town's page: /cities/{slug}. */
export function cityHref(citySlug: string): string {
  return `/cities/${encodeURIComponent(citySlug)}`;
}

/** Pages of a town's no-JavaScript list: page 1 is the town page itself. */
export function cityPagePath(citySlug: string, page: number): string {
  return page <= 1 ? cityHref(citySlug) : `${cityHref(citySlug)}/page/${page}`;
}

/** The town's whole store list as a compact static part (ADR 023). */
export function cityStoresPath(citySlug: string): string {
  return `${cityHref(citySlug)}/stores.json`;
}

/** A town's best-deals page: /best-grocery-deals-in-{slug}. */
export function bestDealsHref(citySlug: string): string {
  return `/best-grocery-deals-in-${encodeURIComponent(citySlug)}`;
}

/** A town's best-deals pages split like its town pages: page 1 is the best-deals page itself. */
export function bestDealsPagePath(citySlug: string, page: number): string {
  return page <= 1 ? bestDealsHref(citySlug) : `${bestDealsHref(citySlug)}/page/${page}`;
}

export type StoreFeature = "Local Produce" | "Prepared Foods" | "Organic" | "SNAP";

/** The shopper-facing offering badges, in the spec's order. */
export function storeFeatures(
  store: Pick<StoreJson, "hasLocalProduce" | "hasPreparedFoods" | "hasOrganicOfferings" | "acceptsSnap">,
): StoreFeature[] {
  const features: StoreFeature[] = [];
  if (store.hasLocalProduce) features.push("Local Produce");
  if (store.hasPreparedFoods) features.push("Prepared Foods");
  if (store.hasOrganicOfferings) features.push("Organic");
  if (store.acceptsSnap) features.push("SNAP");
  return features;
}

/**
 * 'SNAP/EBT accepted - USDA, April 13, 2005' for a store USDA's retailer list confirms: the date is
 * the authorisation date when USDA gave one, else the date of the USDA list that last named it.
 * Null otherwise.
 */
export function snapNote(
  store: Pick<StoreJson, "acceptsSnap" | "snapAuthorizedOn" | "snapConfirmedOn">,
): string | null {
  const day = store.snapAuthorizedOn ?? store.snapConfirmedOn;
  if (!store.acceptsSnap || !day || !/^\d{4}-\d{2}-\d{2}/.test(day)) return null;
  return `SNAP/EBT accepted - USDA, ${calendarDate(day, "long")}`;
}

/** A rating between 1 and 5 rounded to one decimal, or null when missing or out of range. */
export function storeRating(rating: number | string | null | undefined): number | null {
  const n = typeof rating === "string" ? Number.parseFloat(rating) : rating;
  if (n == null || !Number.isFinite(n) || n < 1 || n > 5) return null;
  return Math.round(n * 10) / 10;
}

/** Only http(s) links become anchors: the value comes from owners and could be `javascript:`. */
export function safeWebsite(website: string | null | undefined): string | null {
  if (blank(website)) return null;
  const value = website.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** "https://www.example.com/x" -> "example.com/x", for link text. */
export function displayWebsite(href: string): string {
  return href.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "");
}

/** `tel:` target with only dialable characters. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Alt text for a store's hero image: the bundled illustrations are decorative, a real photo is not. */
export function storeImageAlt(store: Pick<StoreJson, "imageUrl" | "name">): string {
  const url = store.imageUrl?.trim();
  return url && !url.startsWith("/images/stores/") ? `Photo of ${store.name}` : "";
}

/** Search keywords for the profile's meta keywords. */
export function storeKeywords(store: StoreJson): string {
  const place = `${store.cityName} ${store.state}`;
  return [
    store.name,
    `grocery store ${place}`,
    `independent grocer ${store.cityName}`,
    `local grocery ${place}`,
    ...storeFeatures(store).map((feature) => `${feature.toLowerCase()} ${store.cityName}`),
  ].join(", ");
}

/** A social preview image: only a real photo (the bundled SVG illustrations do not preview). */
export function storeSocialImage(store: Pick<StoreJson, "imageUrl" | "name">): string | undefined {
  return storeImageAlt(store) ? store.imageUrl!.trim() : undefined;
}

/** "12 North Main Street, Golden, CO 80401": the address as a maps app should search for it. */
export function fullAddress(store: Pick<StoreJson, "address" | "cityName" | "state" | "zipCode">): string {
  return [store.address?.trim(), store.cityName?.trim(), `${store.state ?? ""} ${store.zipCode ?? ""}`.trim()]
    .filter(Boolean)
    .join(", ");
}

/**
 * Directions to the store in Google Maps' documented cross-platform URL: phones open the Maps app,
 * computers the website. The address rather than the coordinates, which may be a ZIP centroid.
 */
export function directionsHref(store: Pick<StoreJson, "address" | "cityName" | "state" | "zipCode">): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(fullAddress(store))}`;
}

/** Every field a store card reads: a town's compact stores.json decodes to these, not a whole StoreJson. */
export type StoreCardFields = Pick<
  StoreJson,
  | "id"
  | "slug"
  | "name"
  | "cityName"
  | "citySlug"
  | "state"
  | "address"
  | "description"
  | "ownerDescription"
  | "aiGeneratedDescription"
  | "imageUrl"
  | "rating"
  | "reviewCount"
  | "foursquareId"
  | "foursquareMetadata"
  | "upvoteCount"
  | "isBoosted"
  | "isSample"
  | "hasLocalProduce"
  | "hasPreparedFoods"
  | "hasOrganicOfferings"
  | "acceptsSnap"
>;

/** A card's description is clamped to two lines; a little more than fits is enough to send. */
export const CARD_DESCRIPTION_LIMIT = 180;

/** Cut at a word boundary with an ellipsis, so cards carry no text they cannot show. */
export function clipText(text: string, limit = CARD_DESCRIPTION_LIMIT): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
