// The home page's town list, ordered by where the visitor is (spec section 9). The static HTML
// holds the 12 towns with the most stores; once the page is idle this island works out where the
// visitor is (the browser's position if already allowed, else the server's view, and the browser's
// position after "Use my location") and re-picks the 12 nearest from every town in the directory
// (embedded in the page as JSON by HomeCities.astro). With no location at all it keeps the order by store count: sorting
// by distance from the middle of Kansas would only shuffle the list for nothing.
import { useCallback, useEffect, useState } from "react";
import { orderCitiesByLocation } from "./order-cities.ts";
import { stateName } from "./us-states.ts";
import CityCardView from "./CityCardView.tsx";
import Icon from "../ui/Icon.tsx";
import { decodeHomeCities, type HomeCity, type HomeCityTuple } from "./home-cities.ts";
import { locateVisitor, type Located } from "./locate-visitor.ts";

interface Props {
  /** The towns in the static HTML, in their static order. */
  initial: HomeCity[];
  /** id of the <script type="application/json"> holding every town as HomeCityTuple[]. */
  dataId: string;
  limit: number;
  label: string;
}

type Status = { kind: "popular" } | { kind: "loading" } | ({ kind: "located" } & Located);

function describe(status: Status): string {
  if (status.kind === "popular") return "Showing the towns with the most stores";
  if (status.kind === "loading") return "Finding towns near you…";
  const where = status.location?.state ? stateName(status.location.state) : undefined;
  if (status.outcome === "success") return where ? `Showing towns near you in ${where}` : "Showing towns near you";
  if (status.outcome === "not-asked") {
    return where
      ? `Showing towns near you in ${where}, from your approximate location`
      : "Showing the towns with the most stores";
  }
  if (where) return `Showing towns near you in ${where}, from your approximate location`;
  if (status.location) return "Showing towns near your approximate location";
  return status.outcome === "denied"
    ? "Showing the towns with the most stores (location access is off)"
    : "Showing the towns with the most stores (we couldn't find your location)";
}

function readAllCities(dataId: string): HomeCity[] | null {
  try {
    const text = document.getElementById(dataId)?.textContent;
    return text ? decodeHomeCities(JSON.parse(text) as HomeCityTuple[]) : null;
  } catch {
    return null;
  }
}

export default function NearbyCities({ initial, dataId, limit, label }: Props) {
  const [cities, setCities] = useState(initial);
  const [status, setStatus] = useState<Status>({ kind: "popular" });

  const apply = useCallback(
    (located: Located) => {
      const all = readAllCities(dataId);
      if (located.location && all) setCities(orderCitiesByLocation(all, located.location).slice(0, limit));
      setStatus({ kind: "located", ...located });
    },
    [dataId, limit],
  );

  // On load: no prompt, so no spinner either; the answer comes from what is already allowed.
  useEffect(() => {
    let cancelled = false;
    void locateVisitor({ ask: false }).then((located) => !cancelled && apply(located));
    return () => {
      cancelled = true;
    };
  }, [apply]);

  const askForLocation = async () => {
    setStatus({ kind: "loading" });
    apply(await locateVisitor({ ask: true }));
  };

  const loading = status.kind === "loading";
  const canAsk = status.kind === "located" && status.outcome === "not-asked";
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <p
          aria-live="polite"
          className="inline-flex items-center gap-2 rounded-full bg-cream-50 px-3 py-1 text-sm text-ink-600 ring-1 ring-cream-300"
        >
          <Icon name="pin" className={`size-4 text-leaf-700 ${loading ? "motion-safe:animate-pulse" : ""}`} />
          {describe(status)}
        </p>
        {canAsk && (
          <button
            type="button"
            onClick={() => void askForLocation()}
            className="rounded-full px-3 py-1 text-sm font-semibold text-leaf-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700"
          >
            Use my location
          </button>
        )}
      </div>
      <ul
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        aria-label={label}
        aria-busy={loading}
        data-city-grid
      >
        {cities.map((city) => (
          <CityCardView key={city.slug} city={city} />
        ))}
      </ul>
    </div>
  );
}
