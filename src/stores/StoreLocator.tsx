// Where the store is (ADR 022): its state's outline with the town and the store marked, as inline
// SVG, under the "Location" heading. One view for both kinds of store page: a built page renders it at
// build time with no script (components/store/StoreLocation.astro), and the page of a store listed
// since the last build renders it in the browser once it has fetched the state's outline
// (islands/store/PendingStore.tsx). Pure: the geometry comes in already projected (shared/geo/locator.ts).
// A built page passes `outlineHref` (its state's /geo/states/<STATE>.svg, ADR 049) and draws the
// outline with `<use>` rather than carrying the path; the browser-drawn page has the path in hand.
// `overlay` is laid over the drawing (the interactive map, when one is configured); the drawing stays
// underneath as its placeholder and fallback. Its paint is the `store-locator` rule in global.css,
// once for every store page; the drawing carries only its geometry.
import type { ReactNode } from "react";
import type { Locator } from "../towns/locator.ts";
import { approximateLocationNote } from "../towns/store-coordinates.ts";
import type { StoreJson } from "./store-json.ts";
import { stateName } from "../towns/us-states.ts";

export type LocatedStore = Pick<StoreJson, "id" | "name" | "cityName" | "state" | "coordinatesPrecision">;

export default function StoreLocator({
  store,
  locator,
  outlineHref,
  overlay,
}: {
  store: LocatedStore;
  locator: Locator;
  /** The outline as a path in a separate SVG file (`<use href>`), instead of inline path data. */
  outlineHref?: string;
  overlay?: ReactNode;
}) {
  const state = stateName(store.state) ?? store.state;
  const note = approximateLocationNote(store.coordinatesPrecision);
  const title = `Map of ${state} marking ${store.name} in ${store.cityName}${note ? " (approximate location)" : ""}`;
  const { store: pin, town, label } = locator;
  return (
    <section aria-labelledby="location-heading" className="card" data-store-location={store.coordinatesPrecision ?? ""}>
      <h2 id="location-heading" className="card-title">
        Location
      </h2>
      <figure className="mt-3">
        <div className="relative">
          <svg
            viewBox={`0 0 ${locator.width} ${locator.height}`}
            role="img"
            className="store-locator"
            data-store-locator=""
          >
            {/* An <svg role="img"> is named by its <title> child. */}
            <title>{title}</title>
            {outlineHref ? <use href={outlineHref} /> : <path d={locator.outline} />}
            {town && <circle cx={town.x} cy={town.y} r="4" className="town" />}
            {pin && note && <circle cx={pin.x} cy={pin.y} r="15" className="halo" />}
            {pin && <circle cx={pin.x} cy={pin.y} r="7" className="pin" />}
            {label && (
              <text x={label.x} y={label.y} textAnchor={label.anchor}>
                {store.cityName}
              </text>
            )}
          </svg>
          {overlay}
        </div>
        <figcaption className="store-locator-caption">
          {note ? <span data-approximate-location="">{note}</span> : <span>{store.name}</span>}
          {` in ${store.cityName}, ${store.state}`}
        </figcaption>
      </figure>
    </section>
  );
}
