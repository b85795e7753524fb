// The store cards of a best-deals page: a boosted store with a current circular is ribboned
// 'Featured Deal #n', another boosted store 'Featured' (featured-deals.ts). One React render per page
// instead of one per card keeps 300 city builds quick.
import type { StoreJson } from "../stores/store-json.ts";
import type { CurrentCircularJson } from "./circulars.ts";
import { featuredRibbons } from "./featured-deals.ts";
import DealCard from "./DealCard.tsx";

export default function DealList({
  stores,
  label,
  circulars,
  dealsBefore = 0,
}: {
  stores: readonly StoreJson[];
  label: string;
  /** Current circulars by store id. */
  circulars: ReadonlyMap<string, readonly CurrentCircularJson[]>;
  /** Featured deals on the pages before this one, so numbering goes on across pages. */
  dealsBefore?: number;
}) {
  const ribboned = featuredRibbons(stores, (id) => (circulars.get(id)?.length ?? 0) > 0, dealsBefore);
  return (
    <ul className="flex flex-col gap-5" aria-label={label}>
      {ribboned.map(({ store, ribbon }) => (
        <li key={store.id} className="below-the-fold">
          <DealCard store={store} ribbon={ribbon} circulars={circulars.get(store.id)} />
        </li>
      ))}
    </ul>
  );
}
