// Every dataset the static build reads, each loaded once per build. Astro renders all routes in one
// process, so the store list that the store pages, the city pages, best deals and the
// sitemap all need costs one query instead of five. A build is a fresh process (npm start and
// Netlify both spawn one), so nothing here outlives the data it was read from. A render worker
// (ADR 051) reads only its share of the towns, with their stores.
import { getDb } from "../../db/client.ts";
import { searchCounts } from "../analytics/analytics-queries.server.ts";
import { boostViewSample } from "../boosts/boost-views-queries.server.ts";
import { currentCirculars } from "../circulars/circulars-queries.server.ts";
import { listCities } from "../towns/cities-queries.server.ts";
import { storesBoostedByTheirOwner } from "../owners/owners-queries.server.ts";
import { allStorePhotos } from "../owners/store-photos-queries.server.ts";
import type { StorePhoto } from "../../db/schema.ts";
import {
  listAllStores,
  listClosedStorePages,
  listStoreAddresses,
  listFeaturedStores,
  listRecentStores,
} from "../stores/stores-queries.server.ts";
import type { CityJson } from "../towns/city-json.ts";
import type { StoreJson } from "../stores/store-json.ts";
import { LIFT_WINDOW_DAYS, viewLiftPercent } from "../boosts/view-lift.ts";
import { POPULAR_SEARCH_DAYS, popularSearches, type PopularSearch } from "../search/popular-searches.ts";
import type { CurrentCircularJson } from "../circulars/circulars.ts";
import { today } from "../circulars/serialize.server.ts";
import { FEATURED_LIMIT, RECENT_LIMIT } from "../stores/shelves.ts";
import { serializeCity } from "../towns/serialize.server.ts";
import { serializePhotos } from "../owners/serialize-photo.server.ts";
import type { StorePhotoJson } from "../owners/photos.ts";
import { serializeStore } from "../stores/serialize.server.ts";
import { agreedSplit, renderShare, splitTowns } from "./render-share.server.ts";

export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/** A render worker's towns (ADR 051), or undefined: every town. */
const shareTowns = once(async (): Promise<number[] | undefined> => {
  const share = renderShare();
  if (!share) return undefined;
  const split = await agreedSplit(async () => {
    const towns = await listCities(await getDb());
    return splitTowns(
      towns.map(({ city, storeCount }) => ({ id: city.id, storeCount })),
      share.count,
    );
  });
  return split[share.index] ?? [];
});

/** Every listed store, ordered by town and ranked within it (boosted, verified owner, votes, rating). */
export const loadStores = once(async (): Promise<StoreJson[]> =>
  (await listAllStores(await getDb(), await shareTowns())).map(serializeStore),
);

/** Every listed store's address, for the sitemap: all towns, a few fields each. */
export const loadStoreAddresses = once(async () => listStoreAddresses(await getDb()));

/** Stores closed for good whose 'Permanently closed' page is still up (ADR 045): listed nowhere else. */
export const loadClosedStores = once(async (): Promise<StoreJson[]> =>
  (await listClosedStorePages(await getDb(), await shareTowns())).map(serializeStore),
);

/** Every town, with or without stores, in the order of GET /api/cities/all. */
export const loadCities = once(async (): Promise<CityJson[]> =>
  (await listCities(await getDb(), { towns: await shareTowns() })).map(serializeCity),
);

export const loadFeaturedStores = once(async () =>
  (await listFeaturedStores(await getDb(), FEATURED_LIMIT)).map(serializeStore),
);

export const loadRecentStores = once(async () =>
  (await listRecentStores(await getDb(), RECENT_LIMIT)).map(serializeStore),
);

/** Owners' photos (ADR 046), one query per build: `photosOf(store)` gives a store's, in gallery order. */
export const loadStorePhotos = once(async () => {
  const byStore = new Map<string, StorePhoto[]>();
  for (const row of await allStorePhotos(await getDb())) {
    byStore.set(row.groceryStoreId, [...(byStore.get(row.groceryStoreId) ?? []), row]);
  }
  return (store: Pick<StoreJson, "id" | "name">): StorePhotoJson[] =>
    serializePhotos(byStore.get(store.id) ?? [], store.name);
});

/** Circulars valid on the day of the build, by store id: a nightly build drops the expired ones. */
export const loadCurrentCirculars = once(async (): Promise<Map<string, CurrentCircularJson[]>> => {
  const byStore = new Map<string, CurrentCircularJson[]>();
  for (const row of await currentCirculars(await getDb(), today())) {
    const list = byStore.get(row.groceryStoreId) ?? [];
    list.push({
      id: row.id,
      groceryStoreId: row.groceryStoreId,
      startDate: row.startDate,
      endDate: row.endDate,
      pageCount: row.pageCount,
      text: row.extractedText ?? "",
      fileUrl: `/api/circulars/${row.id}/file`,
      thumbnailUrl: row.thumbnailKey ? `/api/circulars/${row.id}/thumbnail` : null,
    });
    byStore.set(row.groceryStoreId, list);
  }
  return byStore;
});

/** The boost pages' "more profile views" figure, or null until the analytics can back one (ADR 038). */
export const loadBoostViewLift = once(async (): Promise<number | null> =>
  viewLiftPercent(await boostViewSample(await getDb(), LIFT_WINDOW_DAYS)),
);

/** The search page's popular towns, from the product's own search counts (every town, not a worker's share). */
export const loadPopularSearches = once(async (): Promise<PopularSearch[]> => {
  const db = await getDb();
  const [counts, towns] = await Promise.all([searchCounts(db, POPULAR_SEARCH_DAYS), listCities(db)]);
  return popularSearches(
    counts,
    towns.map(({ city, storeCount }) => ({ name: city.name, state: city.state, storeCount })),
  );
});

/** Stores boosted by their own verified owner: only their page says "Its owner features it" (issue #49). */
export const loadOwnerFeaturedStores = once(async (): Promise<Set<string>> => storesBoostedByTheirOwner(await getDb()));
