// Where a town's listings came from, in words, for the copy a town page generates (issue 31,
// ADR 036): a town whose stores all came from USDA's SNAP list is not 'listed by their owners and
// neighbours'. Computed from the listings themselves, so it stays true as stores are added.
import type { StoreJson } from "../stores/store-json.ts";

export type ListingSource = "listing" | "usda-snap" | "osm" | "sample";

type Sourced = Pick<StoreJson, "dataSource" | "isSample">;

export function listingSource(store: Sourced): ListingSource {
  if (store.dataSource === "usda-snap" || store.dataSource === "osm") return store.dataSource;
  return store.isSample ? "sample" : "listing";
}

const SOURCE_WORDS: Record<ListingSource, { all: string; some: string }> = {
  listing: { all: "listed by their owners and neighbours", some: "listed by owners and neighbours" },
  "usda-snap": { all: "from USDA's list of SNAP retailers", some: "from USDA's list of SNAP retailers" },
  osm: { all: "from OpenStreetMap", some: "from OpenStreetMap" },
  sample: { all: "from the sample dataset", some: "from the sample dataset" },
};
const ORDER: ListingSource[] = ["listing", "usda-snap", "osm", "sample"];

/** 'listed by their owners and neighbours', or '2 listed by owners and neighbours and 5 from USDA's list of SNAP retailers'. */
export function sourcesPhrase(stores: readonly Sourced[]): string | null {
  const counts = new Map<ListingSource, number>();
  for (const store of stores) counts.set(listingSource(store), (counts.get(listingSource(store)) ?? 0) + 1);
  const present = ORDER.filter((source) => counts.has(source));
  if (present.length === 0) return null;
  if (present.length === 1) return SOURCE_WORDS[present[0]!].all;
  const parts = present.map((source) => `${counts.get(source)} ${SOURCE_WORDS[source].some}`);
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

// The intro every town got when it was created, before it was computed: an admin's own text is kept,
// this one is replaced by what the listings say.
const GENERATED_INTRO = /^Independent grocery stores in .+, listed by their owners and neighbours\.$/;

/**
 * The town's introduction: an admin's description when one was written, else one sentence saying
 * where its listings came from ('Independent grocery stores in Hilo, Hawaii, from USDA's list of
 * SNAP retailers.'); null for a town with neither.
 */
export function cityIntro(
  city: { name: string; description?: string | null },
  stateName: string,
  stores: readonly Sourced[],
): string | null {
  const written = city.description?.trim();
  if (written && !GENERATED_INTRO.test(written)) return written;
  const sources = sourcesPhrase(stores);
  if (!sources) return null;
  const count = stores.length === 1 ? "One independent grocery store" : "Independent grocery stores";
  return `${count} in ${city.name}, ${stateName}, ${sources}.`;
}

/** What a town's meta description says of its listings after the count, true of imported ones too. */
export function cityMetaTail(stores: readonly Sourced[]): string {
  const imported = stores.some((store) => listingSource(store) !== "listing");
  return imported
    ? `, ${sourcesPhrase(stores)}, with addresses and directions`
    : ": independent grocers, with hours, ratings and local favourites";
}
