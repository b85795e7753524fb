// Every city (GET /api/cities/all, towns without a store included) for the admin's city screens,
// with a search filter (the public /cities page's matching) and in-place replacement after an edit.
import { useMemo } from "react";
import { citySearchText, matchesCitySearch, normalizeTerm } from "./city-search.ts";
import type { CityJson } from "./city-json.ts";
import { apiFetch } from "../ui/api.ts";
import { useLoaded } from "../ui/use-loaded.ts";

export type City = CityJson;

export function useAllCities(term: string) {
  const {
    data: cities,
    failed,
    retry,
    setData: setCities,
  } = useLoaded(async () => {
    const all = await apiFetch<City[]>("/api/cities/all");
    return [...all].sort((a, b) => a.name.localeCompare(b.name) || a.state.localeCompare(b.state));
  });

  const matches = useMemo(() => {
    const normalized = normalizeTerm(term);
    return cities?.filter((city) => matchesCitySearch(citySearchText(city), normalized)) ?? null;
  }, [cities, term]);

  return {
    cities,
    matches,
    failed,
    retry,
    /** Puts the server's answer to an edit in place of the old city. */
    replace: (updated: City) => setCities((all) => all?.map((c) => (c.id === updated.id ? updated : c)) ?? all),
  };
}
