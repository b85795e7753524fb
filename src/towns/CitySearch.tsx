// The search box above a city list, with a live count of the matches.
import { inputClass } from "../ui/Field.tsx";

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  matches: number | null;
}

export default function CitySearch({ id, value, onChange, matches }: Props) {
  return (
    <div role="search" className="max-w-md">
      <label htmlFor={id} className="block font-semibold text-ink-900">
        Search cities
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder="City or state"
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
      <p role="status" className="mt-2 text-sm text-ink-700">
        {matches === null ? "" : `${matches.toLocaleString("en-US")} ${matches === 1 ? "city" : "cities"}`}
      </p>
    </div>
  );
}
