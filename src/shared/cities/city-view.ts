// Pure view helpers for city pages (the static page and its pending fallback render the same way).
import type { CityJson } from "../api/city.ts";
import { formatCount, plural } from "../format.ts";

/** The city's photo for the banner, or null when the spec says to paint its fallback colour. */
export function cityBannerImage(city: Pick<CityJson, "imageUrl" | "imageSource">): string | null {
  const url = city.imageUrl?.trim();
  if (!url || city.imageSource === "fallback") return null;
  // Only web images: the value is edited by admins and lands in an src attribute.
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}

/** "Independent grocery stores in Mankato, MN" plus a line of counts, for meta descriptions. */
export function cityMetaDescription(city: Pick<CityJson, "name" | "state">, storeCount: number): string {
  if (storeCount === 0) {
    return `Independent grocery stores in ${city.name}, ${city.state}: none listed yet. Know a local grocer? Add it to the directory for free.`;
  }
  return `Find ${plural(storeCount, "independent grocery store")} in ${city.name}, ${city.state}: family-run markets, co-ops and general stores, with hours, ratings and local favourites.`;
}

/** Best-deals heading and counts, shared by the page and its tests. */
export function storesFound(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "store" : "stores"} found`;
}

export function bestDealsTitle(city: Pick<CityJson, "name" | "state">): string {
  return `Best Grocery Stores & Deals in ${city.name}, ${city.state}`;
}
