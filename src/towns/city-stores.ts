// A town page's store list as the browser filters, sorts and pages it (issue #13): the compact
// static part the build writes to /cities/{slug}/stores.json, the filters and sorts, and their
// place in the address (?open=1&snap=1&sort=votes) so a filtered view can be shared and Back works.
// Pure and browser-safe: the build encodes, the CityStores island decodes and applies.
import type { StoreJson } from "../stores/store-json.ts";
import { toCount } from "../platform/format.ts";
import { openState } from "../stores/open-now.ts";
import { parseOpeningHours, type WeekHours } from "../stores/opening-hours.ts";
import { reviewSummary } from "../stores/signals.ts";
import { clipText, storeDescription, type StoreCardFields } from "../stores/store-view.ts";
import { storeTimeZone } from "./time-zone.ts";

/** Cards on the first (static) screen and added by each 'Load more'. */
export const CITY_PAGE_SIZE = 24;

export const CITY_FILTERS = [
  { key: "open", label: "Open now" },
  { key: "snap", label: "Accepts SNAP" },
  { key: "local", label: "Local produce" },
  { key: "organic", label: "Organic" },
  { key: "prepared", label: "Prepared foods" },
] as const;
export type CityFilter = (typeof CITY_FILTERS)[number]["key"];
/** The filters on an offering a store states (ADR 060): they match only stores known to offer it. */
export const OFFERING_FILTERS: ReadonlySet<CityFilter> = new Set<CityFilter>(["local", "organic", "prepared"]);

export const CITY_SORTS = [
  { key: "featured", label: "Featured first" },
  { key: "votes", label: "Most votes" },
  { key: "rating", label: "Rating" },
  { key: "name", label: "Name" },
] as const;
export type CitySort = (typeof CITY_SORTS)[number]["key"];
export const DEFAULT_CITY_SORT: CitySort = "featured";

export interface CityQuery {
  filters: CityFilter[];
  sort: CitySort;
}

/** What a card shows, plus what the filters read. Built from StoreJson at build time. */
export type CityStore = StoreCardFields & {
  /** Parsed opening hours and the store's zone, or null when either is unknown (never 'open now'). */
  schedule: { week: WeekHours; timeZone: string } | null;
};

/** One store in stores.json: a tuple, since 15,000 stores would repeat every key. */
export type CityStoreTuple = [
  id: string,
  slug: string,
  name: string,
  address: string,
  description: string,
  imageUrl: string | null,
  rating: number | null,
  reviewCount: number,
  upvoteCount: number,
  flags: number,
  hours: string | null,
  timeZone: string | null,
];

export interface CityStoresFile {
  /** Bumped when the tuple changes, so a cached old file is refused rather than misread. */
  v: 1;
  city: { name: string; slug: string; state: string };
  stores: CityStoreTuple[];
}

const FLAG = { boosted: 1, sample: 2, local: 4, prepared: 8, organic: 16, snap: 32 } as const;

export function encodeCityStores(
  city: { name: string; slug: string; state: string },
  stores: readonly StoreJson[],
): CityStoresFile {
  return {
    v: 1,
    city: { name: city.name, slug: city.slug, state: city.state },
    stores: stores.map((store) => {
      const review = reviewSummary(store);
      const flags =
        (store.isBoosted ? FLAG.boosted : 0) |
        (store.isSample ? FLAG.sample : 0) |
        (store.hasLocalProduce ? FLAG.local : 0) |
        (store.hasPreparedFoods ? FLAG.prepared : 0) |
        (store.hasOrganicOfferings ? FLAG.organic : 0) |
        (store.acceptsSnap ? FLAG.snap : 0);
      return [
        store.id,
        store.slug,
        store.name,
        store.address,
        clipText(storeDescription(store)),
        store.imageUrl?.trim() || null,
        review.rating,
        review.count,
        toCount(store.upvoteCount),
        flags,
        store.hours?.trim() || null,
        storeTimeZone(store.state, store.latitude, store.longitude) ?? null,
      ];
    }),
  };
}

/** The decoded list, in the build's order (featured first). Throws on a file of another version. */
export function decodeCityStores(file: CityStoresFile): CityStore[] {
  if (file?.v !== 1 || !Array.isArray(file.stores)) throw new Error("Unknown town stores file");
  const { city } = file;
  return file.stores.map(
    ([id, slug, name, address, description, imageUrl, rating, reviewCount, upvoteCount, flags, hours, timeZone]) => {
      const week = parseOpeningHours(hours);
      return {
        id,
        slug,
        name,
        cityName: city.name,
        citySlug: city.slug,
        state: city.state,
        address,
        description,
        ownerDescription: null,
        aiGeneratedDescription: null,
        imageUrl,
        rating,
        reviewCount,
        // The review count above is already the one the card shows (reviewSummary at build time).
        foursquareId: null,
        foursquareMetadata: null,
        upvoteCount,
        isBoosted: (flags & FLAG.boosted) !== 0,
        isSample: (flags & FLAG.sample) !== 0,
        // The file carries only what a store is known to offer (ADR 060): the rest reads as not
        // known (null), never as "no", since cards show and filters match only a true value.
        hasLocalProduce: (flags & FLAG.local) !== 0 || null,
        hasPreparedFoods: (flags & FLAG.prepared) !== 0 || null,
        hasOrganicOfferings: (flags & FLAG.organic) !== 0 || null,
        acceptsSnap: (flags & FLAG.snap) !== 0,
        schedule: week && timeZone ? { week, timeZone } : null,
      };
    },
  );
}

export function isOpenNow(store: Pick<CityStore, "schedule">, now: Date): boolean {
  return store.schedule ? openState(store.schedule.week, now, store.schedule.timeZone).open : false;
}

// An offering filter matches only a store known to offer it: unknown is not a match (ADR 060).
const FILTER_TESTS: Record<CityFilter, (store: CityStore, now: Date) => boolean> = {
  open: isOpenNow,
  snap: (store) => store.acceptsSnap,
  local: (store) => store.hasLocalProduce === true,
  organic: (store) => store.hasOrganicOfferings === true,
  prepared: (store) => store.hasPreparedFoods === true,
};

const byName = new Intl.Collator("en-US", { sensitivity: "base", numeric: true });

/** Each compares two stores; ties keep the build's ranking (Array.prototype.sort is stable). */
const SORTS: Record<CitySort, ((a: CityStore, b: CityStore) => number) | null> = {
  featured: null,
  votes: (a, b) => toCount(b.upvoteCount) - toCount(a.upvoteCount),
  // Unrated stores last; then the better-supported rating first.
  rating: (a, b) => (b.rating ?? -1) - (a.rating ?? -1) || b.reviewCount - a.reviewCount,
  name: (a, b) => byName.compare(a.name, b.name),
};

/** The stores that pass every chosen filter (AND), in the chosen order. Never mutates its input. */
export function applyCityQuery(stores: readonly CityStore[], query: CityQuery, now: Date): CityStore[] {
  const tests = query.filters.map((key) => FILTER_TESTS[key]);
  const kept = stores.filter((store) => tests.every((test) => test(store, now)));
  const compare = SORTS[query.sort];
  return compare ? kept.sort(compare) : kept;
}

const isSort = (value: string): value is CitySort => CITY_SORTS.some((s) => s.key === value);

/** Reads ?open=1&snap=1&sort=votes; anything unknown is ignored rather than an error. */
export function parseCityQuery(search: string | URLSearchParams): CityQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const filters = CITY_FILTERS.map((f) => f.key).filter((key) => params.get(key) === "1");
  const sort = params.get("sort") ?? "";
  return { filters, sort: isSort(sort) ? sort : DEFAULT_CITY_SORT };
}

/** Writes the query into `search`, leaving other parameters alone; the default view adds nothing. */
export function writeCityQuery(search: string, query: CityQuery): string {
  const params = new URLSearchParams(search);
  for (const { key } of CITY_FILTERS) params.delete(key);
  params.delete("sort");
  for (const key of CITY_FILTERS.map((f) => f.key)) if (query.filters.includes(key)) params.set(key, "1");
  if (query.sort !== DEFAULT_CITY_SORT) params.set("sort", query.sort);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * How many pages of cards 'Load more' has opened ("?pages=3"; 1 when absent or not a whole number
 * above 1), kept in the address so a reload or Back from a store shows the same list.
 */
export function parseShownPages(search: string): number {
  const value = new URLSearchParams(search).get("pages") ?? "";
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}

/** Writes the page count into `search`, leaving other parameters alone; one page adds nothing. */
export function writeShownPages(search: string, pages: number): string {
  const params = new URLSearchParams(search);
  if (pages > 1) params.set("pages", String(pages));
  else params.delete("pages");
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function isDefaultCityQuery(query: CityQuery): boolean {
  return query.filters.length === 0 && query.sort === DEFAULT_CITY_SORT;
}

export function toggleFilter(query: CityQuery, key: CityFilter, on: boolean): CityQuery {
  const filters = CITY_FILTERS.map((f) => f.key).filter((k) => (k === key ? on : query.filters.includes(k)));
  return { ...query, filters };
}

/** Pages of the no-JavaScript list: page 1 is the town page itself. */
export function cityPageCount(storeCount: number): number {
  return Math.max(1, Math.ceil(storeCount / CITY_PAGE_SIZE));
}

/** The stores page `page` (from 1) shows, CITY_PAGE_SIZE at a time, in the list's own order. */
export function cityPageSlice<T>(stores: readonly T[], page: number): { from: number; slice: T[] } {
  const from = (page - 1) * CITY_PAGE_SIZE;
  return { from, slice: stores.slice(from, from + CITY_PAGE_SIZE) };
}

export function showingText(shown: number, total: number): string {
  return `Showing ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} ${total === 1 ? "store" : "stores"}`;
}
