// The admin panel's Cities tab: every city (towns waiting for a store too), searchable, each with
// its description and an inline editor.
import { useId } from "react";
import CityDescriptionRow from "./CityDescriptionRow.tsx";
import SearchableCityList from "./SearchableCityList.tsx";

export default function CitiesTab() {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-semibold text-ink-900">
        Cities
      </h2>
      <SearchableCityList
        listClassName="mt-4 space-y-3"
        renderCity={(city, onSaved) => <CityDescriptionRow key={city.id} city={city} onSaved={onSaved} />}
      />
    </section>
  );
}
