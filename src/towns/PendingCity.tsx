// The page of a city added after the last build. The cities-page function serves /cities/_pending/ at
// such a town's own address (ADR 016); this reads the slug, loads the city and its ranked stores from the
// API and renders the same CityView as the built pages, with the same filters, sort and 'Load more'
// over the list it loaded. Mount with client:load.
import { useEffect } from "react";
import CityView from "./CityView.tsx";
import ErrorAlert from "../ui/ErrorAlert.tsx";
import { CitySkeleton } from "../ui/Skeletons.tsx";
import { trackCityView } from "../analytics/page-view-beacon.ts";
import { citySlugFromPath } from "../site/shell-address.ts";
import type { CityJson } from "./city-json.ts";
import type { StoreJson } from "../stores/store-json.ts";
import { decodeCityStores, encodeCityStores, CITY_PAGE_SIZE, type CityStore } from "./city-stores.ts";
import { apiFetch } from "../ui/api.ts";
import { useLoaded } from "../ui/use-loaded.ts";
import CityStores from "./CityStores.tsx";

interface Loaded {
  city: CityJson;
  stores: StoreJson[];
  townStores: CityStore[];
}

async function loadCity(): Promise<Loaded> {
  const slug = citySlugFromPath(location.pathname);
  if (!slug) throw new Error("no city in path");
  const [city, stores] = await Promise.all([
    apiFetch<CityJson>(`/api/cities/${slug}`),
    apiFetch<StoreJson[]>(`/api/cities/${slug}/grocery-stores`),
  ]);
  // The same records the built page's island reads from its stores.json part.
  return { city, stores, townStores: decodeCityStores(encodeCityStores(city, stores)) };
}

export default function PendingCity() {
  const { data, failed } = useLoaded(loadCity);
  const city = data?.city;

  useEffect(() => {
    if (!city) return;
    document.title = `Independent Grocery Stores in ${city.name}, ${city.state} | Small Town Grocers`;
    trackCityView(city.id);
  }, [city]);

  if (failed) return <ErrorAlert message="City not found. Please check the URL and try again." />;
  if (!data) {
    return (
      <div role="status" aria-live="polite">
        <p className="sr-only">Loading the city…</p>
        <CitySkeleton />
      </div>
    );
  }
  const { stores, townStores } = data;
  return (
    <CityView city={data.city} stores={stores}>
      <CityStores
        slug={data.city.slug}
        total={stores.length}
        pageSize={CITY_PAGE_SIZE}
        nextHref={null}
        label={`Grocery stores in ${data.city.name}, ${data.city.state}`}
        stores={townStores}
      />
    </CityView>
  );
}
