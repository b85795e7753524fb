// The /cities filter: case-insensitive substring on the city name or its state. Shared by the
// server (which writes the searchable text into each card) and the browser script (which matches).
import { stateName } from "./us-states.ts";

/** Lower-cased text a term is matched against: name, state code, state name, and "name, st". */
export function citySearchText(city: { name: string; state: string }): string {
  const parts = [city.name, city.state, stateName(city.state) ?? "", `${city.name}, ${city.state}`];
  // "|" cannot be typed into a match by accident across two parts of a normal search term.
  return parts.join("|").toLowerCase();
}

export function normalizeTerm(term: string): string {
  return term.trim().toLowerCase();
}

/** An empty term matches everything. */
export function matchesCitySearch(searchText: string, normalizedTerm: string): boolean {
  return normalizedTerm === "" || searchText.includes(normalizedTerm);
}
