// /admin/city-images (spec "City images page"): behind the gate, the auto-discover button (ADR 021)
// and a searchable grid of every city with its image-source badge, a preview and a per-city image
// editor.
import { useState } from "react";
import AdminGate from "../admin/AdminGate.tsx";
import SearchableCityList from "../towns/SearchableCityList.tsx";
import DiscoverCityImages from "./DiscoverCityImages.tsx";
import CityImageCard from "./CityImageCard.tsx";

export default function CityImages() {
  // A new list after a discovery run, so the new images and badges show.
  const [generation, setGeneration] = useState(0);
  return (
    <AdminGate>
      <DiscoverCityImages onDone={() => setGeneration((n) => n + 1)} />
      <SearchableCityList
        key={generation}
        listClassName="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        renderCity={(city, onSaved) => <CityImageCard key={city.id} city={city} onSaved={onSaved} />}
      />
    </AdminGate>
  );
}
