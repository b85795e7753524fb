// The admin panel's Cities tab: every city (towns waiting for a store too), searchable, each with
// its description and an inline editor.
import { useId, useState } from "react";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import CityDescriptionRow from "./CityDescriptionRow.tsx";
import CitySearch from "./CitySearch.tsx";
import ShowMore, { CITY_PAGE } from "./ShowMore.tsx";
import { useAllCities } from "./use-all-cities.ts";

export default function CitiesTab() {
  const id = useId();
  const [term, setTerm] = useState("");
  const [limit, setLimit] = useState(CITY_PAGE);
  const { matches, failed, retry, replace } = useAllCities(term);

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold text-ink-900">
        Cities
      </h2>
      <div className="mt-4">
        <CitySearch
          id={`${id}-q`}
          value={term}
          onChange={(value) => {
            setTerm(value);
            setLimit(CITY_PAGE);
          }}
          matches={matches?.length ?? null}
        />
      </div>
      {failed ? (
        <LoadFailed message="Failed to load cities." onRetry={retry} />
      ) : !matches ? (
        <Loading what="cities" />
      ) : matches.length === 0 ? (
        <p className="mt-4 rounded-2xl border-2 border-dashed border-cream-300 bg-cream-50 p-8 text-center text-ink-700">
          No cities match your search.
        </p>
      ) : (
        <>
          <ul className="mt-4 space-y-3">
            {matches.slice(0, limit).map((city) => (
              <CityDescriptionRow key={city.id} city={city} onSaved={replace} />
            ))}
          </ul>
          <ShowMore shown={limit} total={matches.length} onMore={() => setLimit((n) => n + CITY_PAGE)} />
        </>
      )}
    </section>
  );
}
