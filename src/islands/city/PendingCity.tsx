// The page of a city added after the last build. The cities-page function serves /cities/_pending/ at
// such a town's own address (ADR 016); this reads the slug, loads the city and its ranked stores from the
// API and renders the same CityView as the built pages, with the same filters, sort and 'Load more'
// over the list it loaded. Mount with client:load.
import { useEffect, useState } from "react";
import CityView from "../../shared/ui/city/CityView.tsx";
import ErrorAlert from "../../shared/ui/ErrorAlert.tsx";
import { CitySkeleton } from "../../shared/ui/Skeletons.tsx";
import { trackCityView } from "../../shared/analytics/page-view-beacon.ts";
import { citySlugFromPath } from "../../shared/shell-address.ts";
import type { CityJson } from "../../shared/api/city.ts";
import type { StoreJson } from "../../shared/api/store.ts";
import { decodeTownStores, encodeTownStores, TOWN_PAGE_SIZE, type TownStore } from "../../shared/towns/town-stores.ts";
import { apiFetch } from "../shared/api.ts";
import TownStores from "./TownStores.tsx";

type State =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; city: CityJson; stores: StoreJson[]; townStores: TownStore[] };

export default function PendingCity() {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const slug = citySlugFromPath(location.pathname);
    let cancelled = false;
    (slug
      ? Promise.all([
          apiFetch<CityJson>(`/api/cities/${slug}`),
          apiFetch<StoreJson[]>(`/api/cities/${slug}/grocery-stores`),
        ])
      : Promise.reject(new Error("no city in path"))
    )
      .then(([city, stores]) => {
        if (cancelled) return;
        document.title = `Independent Grocery Stores in ${city.name}, ${city.state} | Small Town Grocers`;
        trackCityView(city.id);
        // The same records the built page's island reads from its stores.json part.
        const townStores = decodeTownStores(encodeTownStores(city, stores));
        setState({ status: "ready", city, stores, townStores });
      })
      .catch(() => {
        if (!cancelled) setState({ status: "error" });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  if (state.status === "error") return <ErrorAlert message="City not found. Please check the URL and try again." />;
  if (state.status === "loading") {
    return (
      <div role="status" aria-live="polite">
        <p className="sr-only">Loading the city…</p>
        <CitySkeleton />
      </div>
    );
  }
  const { city, stores, townStores } = state;
  return (
    <CityView city={city} stores={stores}>
      <TownStores
        slug={city.slug}
        total={stores.length}
        pageSize={TOWN_PAGE_SIZE}
        nextHref={null}
        label={`Grocery stores in ${city.name}, ${city.state}`}
        stores={townStores}
      />
    </CityView>
  );
}
