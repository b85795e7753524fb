// Every city with a search box, load states and "show more": the frame both admin city screens
// share (descriptions on /admin, images on /admin/city-images). Each city is drawn by the caller.
import { useId, useState, type ReactNode } from "react";
import { LoadFailed, Loading } from "../ui/LoadState.tsx";
import CitySearch from "./CitySearch.tsx";
import ShowMore, { CITY_PAGE } from "./ShowMore.tsx";
import { useAllCities, type City } from "./use-all-cities.ts";

interface Props {
  /** Classes of the <ul> the cities sit in (a list or a grid). */
  listClassName: string;
  /** One city as an <li>; `onSaved` puts the edited city in place. */
  renderCity: (city: City, onSaved: (city: City) => void) => ReactNode;
}

export default function SearchableCityList({ listClassName, renderCity }: Props) {
  const id = useId();
  const [term, setTerm] = useState("");
  const [limit, setLimit] = useState(CITY_PAGE);
  const { matches, failed, retry, replace } = useAllCities(term);

  return (
    <>
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
          <ul className={listClassName}>{matches.slice(0, limit).map((city) => renderCity(city, replace))}</ul>
          <ShowMore shown={limit} total={matches.length} onMore={() => setLimit((n) => n + CITY_PAGE)} />
        </>
      )}
    </>
  );
}
