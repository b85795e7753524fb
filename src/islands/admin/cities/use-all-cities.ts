// Every city (GET /api/cities/all, towns without a store included) for the admin's city screens,
// with a search filter (the public /cities page's matching) and in-place replacement after an edit.
import { useEffect, useMemo, useState } from "react";
import { citySearchText, matchesCitySearch, normalizeTerm } from "../../../shared/cities/city-search.ts";
import type { CityJson } from "../../../shared/api/city.ts";
import { apiFetch } from "../../shared/api.ts";

export type City = CityJson;

export function useAllCities(term: string) {
  const [cities, setCities] = useState<City[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    apiFetch<City[]>("/api/cities/all").then(
      (all) => {
        if (cancelled) return;
        setCities([...all].sort((a, b) => a.name.localeCompare(b.name) || a.state.localeCompare(b.state)));
        setFailed(false);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const matches = useMemo(() => {
    const normalized = normalizeTerm(term);
    return cities?.filter((city) => matchesCitySearch(citySearchText(city), normalized)) ?? null;
  }, [cities, term]);

  return {
    cities,
    matches,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
    /** Puts the server's answer to an edit in place of the old city. */
    replace: (updated: City) => setCities((all) => all?.map((c) => (c.id === updated.id ? updated : c)) ?? all),
  };
}
