// /admin/city-images (spec "City images page"): behind the gate, a searchable grid of every city
// with its image-source badge, a preview and a per-city image editor. The auto-discover tool
// belongs to a later issue.
import { useId, useState } from "react";
import AdminGate from "../AdminGate.tsx";
import CitySearch from "../cities/CitySearch.tsx";
import ShowMore, { CITY_PAGE } from "../cities/ShowMore.tsx";
import { useAllCities } from "../cities/use-all-cities.ts";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import CityImageCard from "./CityImageCard.tsx";

function CityImageGrid() {
  const id = useId();
  const [term, setTerm] = useState("");
  const [limit, setLimit] = useState(CITY_PAGE);
  const { matches, failed, retry, replace } = useAllCities(term);

  return (
    <div>
      <CitySearch
        id={`${id}-q`}
        value={term}
        onChange={(value) => {
          setTerm(value);
          setLimit(CITY_PAGE);
        }}
        matches={matches?.length ?? null}
      />
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
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {matches.slice(0, limit).map((city) => (
              <CityImageCard key={city.id} city={city} onSaved={replace} />
            ))}
          </ul>
          <ShowMore shown={limit} total={matches.length} onMore={() => setLimit((n) => n + CITY_PAGE)} />
        </>
      )}
    </div>
  );
}

export default function CityImages() {
  return (
    <AdminGate>
      <CityImageGrid />
    </AdminGate>
  );
}
