// Which pages the sitemap lists: every canonical page meant to be indexed, and no other. The town
// and best-deals pages ask `townIsIndexable` for their robots tag too, so the two cannot disagree.
import type { StoreJson } from "../stores/store-json.ts";
import { bestDealsHref, cityHref, storeHref } from "../stores/store-view.ts";
import { cityIsListed } from "../towns/listed-cities.ts";

/** Stand-alone public pages with their own canonical URL and no noindex. */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/cities",
  "/search",
  "/list-shop",
  "/list-shop/new",
  "/privacy",
  "/terms",
  "/data",
];

/** A town's page and best-deals page are worth indexing once it lists a store; before that, thin.
 * The same rule that decides which towns the site lists and counts. */
export const townIsIndexable = cityIsListed;

export interface SitemapTown {
  slug: string;
  listedStores: number;
}

export function sitemapPaths(
  towns: readonly SitemapTown[],
  stores: readonly Pick<StoreJson, "id" | "slug" | "citySlug">[],
): string[] {
  return [
    ...STATIC_SITEMAP_PATHS,
    ...towns
      .filter((town) => townIsIndexable(town.listedStores))
      .flatMap((town) => [cityHref(town.slug), bestDealsHref(town.slug)]),
    // Canonical addresses only: never the id address, which answers a 301.
    ...stores.map((store) => storeHref(store)),
  ];
}
