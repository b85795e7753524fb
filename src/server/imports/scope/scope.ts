// Which towns the directory covers (ADR 035): the 321 small metro areas of the expansion (towns
// within them), and any town under 50,000 people that is not within 50 km of a city of 250,000+.
// Everything else is out of scope unless an import is run with `--scope all`. The reason says why,
// with the numbers: 'out of scope: Atlanta, pop. 463,878'.
import areas from "../../expansion/areas.json" with { type: "json" };
import { tokens } from "../text.ts";
import largePlaces from "./large-places.json" with { type: "json" };

export const LARGE_TOWN = 50_000;
export const BIG_CITY = 250_000;
export const BIG_CITY_KM = 50;

export type ScopeName = "small-towns" | "all";

export interface ScopeTown {
  name: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

export type ScopeAnswer = { inScope: true; reason: string } | { inScope: false; reason: string };

interface Place {
  name: string;
  state: string;
  population: number;
  latitude: number;
  longitude: number;
}

// 'St. Louis' and 'Saint Louis', 'Ft Myers' and 'Fort Myers' are one town.
const SPELLED: Record<string, string> = { saint: "st", fort: "ft", mount: "mt", sainte: "ste" };
const townKey = (name: string, state: string) =>
  `${tokens(name)
    .map((w) => SPELLED[w] ?? w)
    .join(" ")}|${state}`;

const places = largePlaces as Place[];
const byName = new Map<string, Place>();
for (const place of places) {
  const key = townKey(place.name, place.state);
  if (!byName.has(key)) byName.set(key, place);
}
const bigCities = places.filter((p) => p.population >= BIG_CITY);
const areaKeys = new Set(areas.map((a) => townKey(a.name, a.state)));
// The areas of each state, in the list's order: a town is only ever within its own state's.
const areasByState = new Map<string, typeof areas>();
for (const area of areas) areasByState.set(area.state, [...(areasByState.get(area.state) ?? []), area]);

function km(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((bLat - aLat) * rad) / 2) ** 2 +
    Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(((bLon - aLon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const people = (n: number) => n.toLocaleString("en-US");

/** Whether a town is in the directory's scope, and why. */
// No two places are nearer than their difference in latitude: a city more than this many degrees
// north or south of a town is more than BIG_CITY_KM away, and needs no distance worked out.
const BIG_CITY_DEGREES = (BIG_CITY_KM / (6371 * (Math.PI / 180))) * 1.01;

export function townInScope(town: ScopeTown, scope: ScopeName = "small-towns"): ScopeAnswer {
  if (scope === "all") return { inScope: true, reason: "every town (--scope all)" };
  const located = town.latitude != null && town.longitude != null;
  const key = townKey(town.name, town.state);
  const area =
    (areaKeys.has(key) ? areas.find((a) => townKey(a.name, a.state) === key) : undefined) ??
    (located
      ? areasByState
          .get(town.state)
          ?.find((a) => km(a.latitude, a.longitude, town.latitude!, town.longitude!) * 1000 <= a.radiusMetres)
      : undefined);
  if (area) return { inScope: true, reason: `in the small metro area of ${area.name}, ${area.state}` };
  const large = byName.get(key);
  if (large) return { inScope: false, reason: `out of scope: ${large.name}, pop. ${people(large.population)}` };
  if (located) {
    for (const city of bigCities) {
      if (Math.abs(city.latitude - town.latitude!) > BIG_CITY_DEGREES) continue;
      const distance = km(city.latitude, city.longitude, town.latitude!, town.longitude!);
      if (distance <= BIG_CITY_KM) {
        return {
          inScope: false,
          reason: `out of scope: ${Math.round(distance)} km from ${city.name} (pop. ${people(city.population)})`,
        };
      }
    }
  }
  return {
    inScope: true,
    reason: `a town under ${people(LARGE_TOWN)} people, ${BIG_CITY_KM} km or more from a city of ${people(BIG_CITY)}+`,
  };
}
