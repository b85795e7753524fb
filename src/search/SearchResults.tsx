// The search page's result views: loading placeholders, the results grid and the empty state.
// Store cards are the shared StoreCardView, so results look exactly like cards elsewhere.
import { FOUND_IN_CIRCULAR, type CitySuggestion, type SearchStoreJson } from "./search-api.ts";
import EmptyState from "../ui/EmptyState.tsx";
import Icon from "../ui/Icon.tsx";
import StoreCardView from "../stores/StoreCardView.tsx";
import { cityHref } from "../stores/store-view.ts";
import type { PopularSearch } from "./popular-searches.ts";
import PopularSearches from "./PopularSearches.tsx";
import StoreCardSkeleton from "./StoreCardSkeleton.tsx";

const LOADING_CARDS = 6;
const GRID = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

function TownLinks({ cities }: { cities: readonly CitySuggestion[] }) {
  if (cities.length === 0) return null;
  return (
    <nav aria-label="Matching towns" className="mt-4 flex flex-wrap items-center gap-2 text-ink-700">
      <span>Towns:</span>
      {cities.map((city) => (
        <a
          key={city.slug}
          href={cityHref(city.slug)}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-leaf-50 px-3 font-semibold text-leaf-800 ring-1 ring-leaf-100 hover:bg-leaf-100"
        >
          <Icon name="pin" className="size-4" />
          {city.name}, {city.state}
        </a>
      ))}
    </nav>
  );
}

export function SearchLoading({ query }: { query: string }) {
  return (
    <section aria-busy="true" aria-labelledby="results-heading">
      <h2 id="results-heading" className="text-3xl font-semibold text-leaf-900">
        {query ? `Searching for “${query}”…` : "Searching…"}
      </h2>
      <ul className={`mt-6 ${GRID}`}>
        {Array.from({ length: LOADING_CARDS }, (_, i) => (
          <StoreCardSkeleton key={i} />
        ))}
      </ul>
    </section>
  );
}

interface ResultsProps {
  query: string;
  stores: readonly SearchStoreJson[];
  cities: readonly CitySuggestion[];
}

export default function SearchResults({ query, stores, cities }: ResultsProps) {
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="text-3xl font-semibold text-leaf-900">
        Found {stores.length.toLocaleString("en-US")} Grocery {stores.length === 1 ? "Store" : "Stores"}
      </h2>
      <p className="mt-2 text-lg text-ink-700">
        for <span className="font-semibold text-ink-900">“{query}”</span>
        {stores.some((store) => store.isBoosted && !store.foundInCircular) && (
          <span>. Featured stores are listed first.</span>
        )}
        {stores.some((store) => store.foundInCircular) && (
          <span> Stores that only mention it in this week&apos;s circular come after the others.</span>
        )}
      </p>
      <TownLinks cities={cities} />
      <ul className={`mt-6 ${GRID}`} aria-label="Grocery stores">
        {stores.map((store) => (
          <li key={store.id}>
            <StoreCardView store={store} note={store.foundInCircular ? FOUND_IN_CIRCULAR : undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SearchEmpty({
  query,
  cities,
  popular,
}: {
  query: string;
  cities: readonly CitySuggestion[];
  popular: readonly PopularSearch[];
}) {
  return (
    <EmptyState
      role="region"
      aria-labelledby="results-heading"
      icon="search"
      titleId="results-heading"
      title="No grocery stores found"
    >
      <p>Nothing matched “{query}”. Check the spelling, try a nearby town, or search by ZIP code.</p>
      <div className="flex justify-center">
        <TownLinks cities={cities} />
      </div>
      <PopularSearches searches={popular} className="mt-8" centered />
      <a href="/cities" className="btn-outline mt-8">
        Browse all cities
        <Icon name="arrow" />
      </a>
    </EmptyState>
  );
}
