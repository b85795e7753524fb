// The home page's search box: a real GET form to /search (works without JavaScript), enhanced into
// an ARIA 1.2 combobox that suggests up to 3 towns. Submitting goes to the first suggested town when
// there is one, else to the search page (spec section 5). Town names come from the prebuilt town
// index (/town-index.json, a few KB), so typing costs no function call (ADR 025).
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import {
  MAX_SUGGESTIONS,
  SUGGEST_MIN_LENGTH,
  searchApiPath,
  searchPath,
  type CitySuggestion,
  type SearchResponse,
} from "./search-api.ts";
import { matchTowns, TOWN_INDEX_PATH, type TownIndexEntry } from "./town-match.ts";
import { apiFetch } from "../ui/api.ts";
import { cityHref } from "../stores/store-view.ts";
import Icon from "../ui/Icon.tsx";
import SearchField from "../ui/SearchField.tsx";
import { useTypedValue } from "../ui/use-typed-value.ts";

const DEBOUNCE_MS = 200;

let townIndex: Promise<TownIndexEntry[] | null> | undefined;

/** The prebuilt town index, fetched once per page; null when it cannot be had. */
function loadTownIndex(): Promise<TownIndexEntry[] | null> {
  townIndex ??= fetch(TOWN_INDEX_PATH)
    .then((response) => (response.ok ? (response.json() as Promise<TownIndexEntry[]>) : null))
    .catch(() => null);
  return townIndex;
}

/**
 * Towns from the prebuilt index, without a function call; the API only for what the index cannot
 * answer: ZIP codes, no index, or no match (a town added since the last build).
 */
async function fetchSuggestions(term: string, signal: AbortSignal): Promise<CitySuggestion[]> {
  const index = await loadTownIndex();
  const local = index ? matchTowns(index, term, MAX_SUGGESTIONS) : null;
  if (local?.length) return local;
  const data = await apiFetch<SearchResponse>(searchApiPath(term, { suggest: true }), { signal });
  return (data?.cities ?? []).slice(0, MAX_SUGGESTIONS);
}

const cityPath = (city: CitySuggestion) => cityHref(city.slug);

export default function HeroSearch() {
  const id = useId();
  const listId = `${id}-towns`;
  const [text, setText] = useState("");
  // Suggestions remember the term they answer, so a submit never acts on a stale list.
  const [suggestions, setSuggestions] = useState<{ term: string; cities: CitySuggestion[] }>({ term: "", cities: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [navigating, setNavigating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inflight = useRef<AbortController>(undefined);

  useEffect(() => {
    // Back to this page from the browser's cache: the field must work again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setNavigating(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("pageshow", onShow);
      clearTimeout(timer.current);
      inflight.current?.abort();
    };
  }, []);

  const cancelPending = () => {
    clearTimeout(timer.current);
    inflight.current?.abort();
  };

  const load = (term: string) => {
    cancelPending();
    const controller = new AbortController();
    inflight.current = controller;
    return fetchSuggestions(term, controller.signal).then((cities) => {
      setSuggestions({ term, cities });
      setActive(-1);
      return cities;
    });
  };

  const onChange = (value: string) => {
    void loadTownIndex();
    setText(value);
    const term = value.trim();
    cancelPending();
    if (term.length < SUGGEST_MIN_LENGTH) {
      setSuggestions({ term, cities: [] });
      setActive(-1);
      return;
    }
    setOpen(true);
    timer.current = setTimeout(() => {
      // Suggestions are a convenience: a failed or aborted request just shows none.
      load(term).catch(() => undefined);
    }, DEBOUNCE_MS);
  };

  // A town typed before hydration is adopted like a keystroke: kept, and suggested for.
  const field = useTypedValue(text, onChange);

  const go = (path: string) => {
    setNavigating(true);
    setOpen(false);
    window.location.assign(path);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = text.trim();
    if (!term || navigating) return;
    if (suggestions.term === term && suggestions.cities.length > 0) return go(cityPath(suggestions.cities[0]!));
    if (term.length < SUGGEST_MIN_LENGTH) return go(searchPath(term));
    // Enter came before the suggestions did: ask now rather than guess.
    setNavigating(true);
    const cities = await load(term).catch(() => []);
    go(cities[0] ? cityPath(cities[0]) : searchPath(term));
  };

  const cities = suggestions.term === text.trim() ? suggestions.cities : [];
  const expanded = open && cities.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (cities.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From the field, Down goes to the first town and Up to the last; the ends wrap to the field.
      setActive((current) => {
        if (!expanded) return step === 1 ? 0 : cities.length - 1;
        const next = current + step;
        return next < -1 ? cities.length - 1 : next >= cities.length ? -1 : next;
      });
    } else if (event.key === "Enter" && expanded && active >= 0 && cities[active]) {
      event.preventDefault();
      go(cityPath(cities[active]));
    } else if (event.key === "Escape" && expanded) {
      // Close the list first; a second Escape clears the field (the search input's own behaviour).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form action="/search" method="get" role="search" onSubmit={onSubmit} className="max-w-xl">
      <label htmlFor={`${id}-q`} className="block text-base font-semibold text-ink-900">
        Search by City or Town
      </label>
      <div className="relative mt-2">
        <SearchField
          ref={field}
          submitDisabled={navigating}
          id={`${id}-q`}
          placeholder="Enter city or town name..."
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggested towns"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-2xl border border-cream-300 bg-cream-50 py-1 shadow-card-hover"
        >
          {cities.map((city, index) => (
            <li
              key={city.slug}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keep focus in the field: a click must not blur it (which would close the list first).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(cityPath(city))}
              onMouseMove={() => setActive(index)}
              className="flex cursor-pointer items-center gap-3 px-4 py-3 text-ink-900 aria-selected:bg-leaf-50 aria-selected:text-leaf-800"
            >
              <Icon name="pin" className="shrink-0 text-leaf-700" />
              <span className="min-w-0 flex-1 truncate font-semibold">
                {city.name}, {city.state}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-sm text-ink-600">
        Type a town name or a ZIP code. Press Enter to go to the first suggested town.
      </p>
      <p role="status" className="sr-only">
        {expanded
          ? `${cities.length} ${cities.length === 1 ? "town" : "towns"} suggested. Use the arrow keys to choose.`
          : ""}
      </p>
    </form>
  );
}
