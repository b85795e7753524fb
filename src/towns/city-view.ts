// Pure view helpers for city pages (the static page and its pending fallback render the same way).
import type { CityJson } from "./city-json.ts";
import type { StoreJson } from "../stores/store-json.ts";
import { formatCount, plural } from "../platform/format.ts";
import { listingSource, sourcesPhrase, cityMetaTail } from "./city-sources.ts";

/** The city's photo for the banner, or null when the spec says to paint its fallback colour. */
export function cityBannerImage(city: Pick<CityJson, "imageUrl" | "imageSource">): string | null {
  const url = city.imageUrl?.trim();
  if (!url || city.imageSource === "fallback") return null;
  // Only web images: the value is edited by admins and lands in an src attribute.
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}

/** "Independent grocery stores in Mankato, MN" plus a line of counts, for meta descriptions. */
export function cityMetaDescription(
  city: Pick<CityJson, "name" | "state">,
  stores: readonly Pick<StoreJson, "dataSource" | "isSample">[],
): string {
  if (stores.length === 0) {
    return `Independent grocery stores in ${city.name}, ${city.state}: none listed yet. Know a local grocer? Add it to the directory for free.`;
  }
  // What the line says of the stores comes from where they came from (issue 31).
  return `Find ${plural(stores.length, "independent grocery store")} in ${city.name}, ${city.state}${cityMetaTail(stores)}.`;
}

/** Best-deals heading and counts, shared by the page and its tests. */
export function storesFound(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "store" : "stores"} found`;
}

export function bestDealsTitle(city: Pick<CityJson, "name" | "state">): string {
  return `Best Grocery Stores & Deals in ${city.name}, ${city.state}`;
}

type DealsStore = Pick<StoreJson, "dataSource" | "isSample" | "rating" | "phone">;

/** The best-deals page's meta description: ratings and phone numbers only when the stores have them (issue 31). */
export function bestDealsDescription(
  city: Pick<CityJson, "name" | "state">,
  stores: readonly DealsStore[],
  /** Boosted stores with a current circular: "featured deals" only when there are some (issue #49). */
  deals: number,
): string {
  const place = `${city.name}, ${city.state}`;
  if (stores.length === 0) {
    return `Grocery deals in ${place}: savings tips for shopping local, and how to add the first independent grocer in town.`;
  }
  const details = [
    deals > 0 && "featured deals",
    stores.some((s) => s.rating != null) && "ratings",
    stores.some((s) => s.phone?.trim()) && "phone numbers",
  ].filter((d): d is string => Boolean(d));
  const imported = stores.some((s) => listingSource(s) !== "listing");
  return `Compare ${storesFound(stores.length).replace(" found", "")} in ${place}${imported ? ` (${sourcesPhrase(stores)})` : ""}: ${details.length ? `${details.join(", ")} and tips` : "tips"} for saving on local produce.`;
}

/** 'Top-rated' only when some store has a rating to rank by; 'deals' only when a featured store has one. */
export function bestDealsListHeading(
  city: Pick<CityJson, "name">,
  stores: readonly DealsStore[],
  { featured, deals }: { featured: number; deals: number },
): string {
  const rated = stores.some((s) => s.rating != null);
  if (featured > 0) {
    return `${deals > 0 ? "Featured deals" : "Featured stores"} and ${rated ? "top-rated " : ""}grocers in ${city.name}`;
  }
  return rated ? `Top-rated independent grocers in ${city.name}` : `Independent grocers in ${city.name}`;
}

/** The best-deals banner: deals counted only where a featured store has a current circular. */
export function featuredBannerText(town: string, featured: number, deals: number): string {
  if (deals > 0) {
    const who = deals === 1 ? "One featured store has" : `${deals} featured stores have`;
    return `${who} a current circular in ${town}. Look for the Featured Deal ribbon.`;
  }
  const who = featured === 1 ? "One local store is" : `${featured} local stores are`;
  return `${who} featured in ${town}. Look for the golden ribbon.`;
}

/** The best-deals hero's sentence: competition only where the town has more than one store (issue #49). */
export function bestDealsIntro(town: string, stores: number): string {
  if (stores >= 2) {
    return `Independent grocers in ${town} compete on freshness, service and price. Here is who to visit, and how to make every dollar go further.`;
  }
  if (stores === 1)
    return `One independent grocer is listed in ${town}. Here is where to find it, and how to make every dollar go further.`;
  return `No independent grocer is listed in ${town} yet. Here are ways to make every dollar go further meanwhile.`;
}
