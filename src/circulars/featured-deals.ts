// Which boosted store may be called a "Featured Deal" (issue #49): only one that has a deal to show,
// that is a current circular. Other boosted stores are "Featured", as everywhere else. The best-deals
// pages (page 1 and the pages after it) and their banner, heading and meta all count from here.
import type { StoreJson } from "../stores/store-json.ts";

type Featured = Pick<StoreJson, "id" | "isBoosted">;

/** The ribbon of each store in list order, numbering deals over the whole list: undefined when not boosted. */
export function featuredRibbons<S extends Featured>(
  stores: readonly S[],
  hasDeal: (storeId: string) => boolean,
  dealsBefore = 0,
): { store: S; ribbon: string | undefined }[] {
  let deals = dealsBefore;
  return stores.map((store) => {
    if (!store.isBoosted) return { store, ribbon: undefined };
    return { store, ribbon: hasDeal(store.id) ? `Featured Deal #${++deals}` : "Featured" };
  });
}

/** How many of `stores` are boosted and have a current circular: the "Featured Deals" count. */
export function featuredDealCount(stores: readonly Featured[], hasDeal: (storeId: string) => boolean): number {
  return stores.filter((store) => store.isBoosted && hasDeal(store.id)).length;
}
