// Which small metro areas the expansion visits (ADR 020): the spec's 321 areas chosen by "5 towns
// per state". Every state first gets its five largest small towns; the remaining areas go one more
// town per state in further rounds, states with the most candidates first, until there are 321.
// Pure, so the rule is unit-tested; scripts/build-expansion-areas.ts feeds it offline town data
// and commits the result as areas.json.

export const TOTAL_AREAS = 321;
export const TOWNS_PER_STATE = 5;

export interface AreaCandidate {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  population: number;
  zipCodes: string[];
}

export interface ExpansionArea {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  population: number;
  /** How far around the town centre Overpass is asked: a small town's shops lie within a few km. */
  radiusMetres: number;
  /** The town's own ZIP code, for a store whose OSM data has none. */
  zipCode: string;
}

/** 5 km for a town under 20,000 people, 8 km under 50,000, 12 km above. */
export function radiusFor(population: number): number {
  if (population < 20_000) return 5_000;
  if (population < 50_000) return 8_000;
  return 12_000;
}

const byPopulation = (a: AreaCandidate, b: AreaCandidate) =>
  b.population - a.population || a.name.localeCompare(b.name);

export function selectAreas(
  candidates: readonly AreaCandidate[],
  total = TOTAL_AREAS,
  perState = TOWNS_PER_STATE,
): ExpansionArea[] {
  const byState = new Map<string, AreaCandidate[]>();
  const seen = new Set<string>();
  for (const c of candidates) {
    const key = `${c.name.toLowerCase()}|${c.state}`;
    if (seen.has(key) || c.zipCodes.length === 0) continue;
    seen.add(key);
    byState.set(c.state, [...(byState.get(c.state) ?? []), c]);
  }
  for (const list of byState.values()) list.sort(byPopulation);
  // States with the most candidates get the extra rounds first; ties by state code.
  const states = [...byState.keys()].sort(
    (a, b) => byState.get(b)!.length - byState.get(a)!.length || a.localeCompare(b),
  );
  const chosen: AreaCandidate[] = [];
  const taken = new Map<string, number>();
  const take = (state: string) => {
    const next = byState.get(state)![taken.get(state) ?? 0];
    if (!next || chosen.length >= total) return false;
    taken.set(state, (taken.get(state) ?? 0) + 1);
    chosen.push(next);
    return true;
  };
  for (const state of [...states].sort()) for (let i = 0; i < perState; i++) take(state);
  for (let progress = true; chosen.length < total && progress;) {
    progress = false;
    for (const state of states) if (take(state)) progress = true;
  }
  return chosen.map((c) => ({
    name: c.name,
    state: c.state,
    latitude: Math.round(c.latitude * 1e5) / 1e5,
    longitude: Math.round(c.longitude * 1e5) / 1e5,
    population: c.population,
    radiusMetres: radiusFor(c.population),
    zipCode: [...c.zipCodes].sort()[0]!,
  }));
}
