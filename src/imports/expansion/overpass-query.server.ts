// The one Overpass QL query per area (ADR 020): the food shops the directory lists, as nodes, ways
// and relations within the area's circle, with their tags and a centre point for buildings.
import type { ExpansionArea } from "./select-areas.server.ts";

/** OSM `shop=*` values of the stores the directory is about ("general" is the general store). */
export const SHOP_TYPES = [
  "supermarket",
  "grocery",
  "convenience",
  "greengrocer",
  "butcher",
  "deli",
  "health_food",
  "farm",
  "general",
] as const;

/** Seconds the server may spend on the query; within the public instance's default of 180. */
export const QUERY_TIMEOUT_SECONDS = 90;

type Circle = Pick<ExpansionArea, "latitude" | "longitude" | "radiusMetres">;

export function overpassQuery(area: Circle): string {
  const around = `around:${Math.round(area.radiusMetres)},${area.latitude.toFixed(5)},${area.longitude.toFixed(5)}`;
  const shops = `^(${SHOP_TYPES.join("|")})$`;
  return `[out:json][timeout:${QUERY_TIMEOUT_SECONDS}];nwr["shop"~"${shops}"](${around});out center tags;`;
}

/** The circle an Overpass query asks about, read back from its text (the fake server uses it). */
export function circleOfQuery(query: string): Circle | null {
  const match = query.match(/around:(\d+),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/);
  if (!match) return null;
  return { radiusMetres: Number(match[1]), latitude: Number(match[2]), longitude: Number(match[3]) };
}
