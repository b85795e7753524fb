// The weekly digest's area beside the sign-up form's e-mail field (ADR 039). On a town, best-deals
// or store page it is that town, or all of its state; on the home page it offers the towns nearest
// the visitor (the home town list's own location logic, without a prompt) and all of their state.
import { useEffect, useId, useRef, useState } from "react";
import { decodeHomeCities, type HomeCity, type HomeCityTuple } from "../towns/home-cities.ts";
import { orderCitiesByLocation } from "../towns/order-cities.ts";
import { areaLabel, type NewsletterArea } from "./area.ts";
import { US_STATE_NAMES } from "../towns/us-states.ts";
import { locateVisitor } from "../towns/locate-visitor.ts";
import { useTypedValue } from "../ui/use-typed-value.ts";

export interface DigestTown {
  slug: string;
  name: string;
  state: string;
}

export interface DigestAreaProps {
  /** The page's own town (town, best-deals and store pages). */
  town?: DigestTown;
  /** Home page: id of the embedded JSON with every town (HomeCities.astro). */
  citiesDataId?: string;
}

interface Option {
  value: string;
  label: string;
  area: NewsletterArea;
}

const NEAREST = 5;
const townOption = (t: DigestTown): Option => ({
  value: `town:${t.slug}`,
  label: areaLabel({ cityName: t.name, state: t.state }),
  area: { citySlug: t.slug },
});
const stateOption = (state: string): Option => ({
  value: `state:${state}`,
  label: `All of ${US_STATE_NAMES[state] ?? state}`,
  area: { state },
});
// Until the visitor's location is known (or if it never is), no state is preselected, so nobody is
// signed up for one they did not choose: "later" subscribes without an area, and the one-time
// "choose your town" mail asks them (src/newsletter/ask-for-town.server.ts).
const CHOOSE: Option = { value: "", label: "Choose later (we'll ask by e-mail)", area: {} };
const everyState = () => [
  CHOOSE,
  ...Object.keys(US_STATE_NAMES)
    .sort((a, b) => US_STATE_NAMES[a]!.localeCompare(US_STATE_NAMES[b]!))
    .map(stateOption),
];

function readTowns(dataId: string): HomeCity[] {
  try {
    const text = document.getElementById(dataId)?.textContent;
    return text ? decodeHomeCities(JSON.parse(text) as HomeCityTuple[]) : [];
  } catch {
    return [];
  }
}

export default function DigestAreaPicker({
  town,
  citiesDataId,
  onChange,
}: DigestAreaProps & { onChange: (area: NewsletterArea) => void }) {
  const id = useId();
  const [options, setOptions] = useState<Option[]>(() =>
    town ? [townOption(town), stateOption(town.state)] : everyState(),
  );
  const [value, setValue] = useState(options[0]!.value);
  // The form hydrates when someone reaches for it (ADR 067), so the lookup below runs while they
  // use it: an area they chose, before hydration (adopted here) or since, is not replaced.
  const chosen = useRef(false);
  const choose = (next: string) => {
    chosen.current = true;
    setValue(next);
  };
  const field = useTypedValue<HTMLSelectElement>(value, choose);

  useEffect(() => {
    if (town || !citiesDataId) return;
    let cancelled = false;
    void locateVisitor({ ask: false }).then(({ location }) => {
      if (cancelled || !location || chosen.current) return;
      const towns = readTowns(citiesDataId);
      const nearest = orderCitiesByLocation(towns, location).slice(0, NEAREST);
      const state = location.state ?? nearest[0]?.state;
      if (!state && nearest.length === 0) return;
      const next = [...nearest.map(townOption), ...(state ? [stateOption(state)] : [])];
      setOptions(next);
      setValue(next[0]!.value);
    });
    return () => {
      cancelled = true;
    };
  }, [town, citiesDataId]);

  useEffect(() => {
    onChange(options.find((o) => o.value === value)?.area ?? {});
  }, [options, value, onChange]);

  return (
    <div className="w-full">
      <label htmlFor={`${id}-area`} className="field-label">
        Weekly digest for
      </label>
      <select
        ref={field}
        id={`${id}-area`}
        name="area"
        value={value}
        onChange={(event) => choose(event.target.value)}
        className="mt-2 field-pill px-4"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
