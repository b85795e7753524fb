// /admin/city-images (spec "City images page"): behind the gate, a searchable grid of every city
// with its image-source badge, a preview and a per-city image editor. The auto-discover tool
// belongs to a later issue.
import AdminGate from "../AdminGate.tsx";
import SearchableCityList from "../cities/SearchableCityList.tsx";
import CityImageCard from "./CityImageCard.tsx";

export default function CityImages() {
  return (
    <AdminGate>
      <SearchableCityList
        listClassName="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        renderCity={(city, onSaved) => <CityImageCard key={city.id} city={city} onSaved={onSaved} />}
      />
    </AdminGate>
  );
}
