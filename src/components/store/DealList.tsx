// The store cards of a best-deals page, numbered 'Featured Deal #n' among boosted stores. One React
// render per page instead of one per card keeps 300 city builds quick.
import type { StoreJson } from "../../shared/api/store.ts";
import type { CurrentCircularJson } from "../../shared/circulars/circulars.ts";
import DealCard from "./DealCard.tsx";

export default function DealList({
  stores,
  label,
  circulars,
}: {
  stores: readonly StoreJson[];
  label: string;
  /** Current circulars by store id. */
  circulars: ReadonlyMap<string, readonly CurrentCircularJson[]>;
}) {
  let boosted = 0;
  const numbered = stores.map((store) => ({ store, dealNumber: store.isBoosted ? ++boosted : undefined }));
  return (
    <ul className="flex flex-col gap-5" aria-label={label}>
      {numbered.map(({ store, dealNumber }) => (
        <li key={store.id}>
          <DealCard store={store} dealNumber={dealNumber} circulars={circulars.get(store.id)} />
        </li>
      ))}
    </ul>
  );
}
