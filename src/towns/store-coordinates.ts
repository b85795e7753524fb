// Where a store is on the map, and how sure we are (ADR 022). A data source that placed the store
// itself wins; otherwise the centroid of its ZIP code, otherwise its town's centre, and the last two
// are shown as approximate. Pure: the caller looks the ZIP up (the offline table is server-only).
import type { LatLon } from "./haversine.ts";

export const COORDINATES_PRECISIONS = ["address", "zip", "town"] as const;
export type CoordinatesPrecision = (typeof COORDINATES_PRECISIONS)[number];

export interface StoreCoordinates {
  latitude: number | null;
  longitude: number | null;
  coordinatesPrecision: CoordinatesPrecision | null;
}

interface MaybeLatLon {
  latitude?: number | null;
  longitude?: number | null;
}

const isPoint = (p: MaybeLatLon | null | undefined): p is LatLon =>
  p != null &&
  typeof p.latitude === "number" &&
  typeof p.longitude === "number" &&
  Number.isFinite(p.latitude) &&
  Number.isFinite(p.longitude) &&
  Math.abs(p.latitude) <= 90 &&
  Math.abs(p.longitude) <= 180 &&
  // (0, 0) is the Gulf of Guinea: a data source's way of saying "unknown", never a US store.
  !(p.latitude === 0 && p.longitude === 0);

/** The best coordinates available: the source's own point, else the ZIP centroid, else the town's centre. */
export function resolveStoreCoordinates(sources: {
  point?: MaybeLatLon | null;
  zipCentroid?: MaybeLatLon | null;
  townCenter?: MaybeLatLon | null;
}): StoreCoordinates {
  const candidates: Array<[MaybeLatLon | null | undefined, CoordinatesPrecision]> = [
    [sources.point, "address"],
    [sources.zipCentroid, "zip"],
    [sources.townCenter, "town"],
  ];
  for (const [candidate, precision] of candidates) {
    if (isPoint(candidate)) {
      return { latitude: candidate.latitude, longitude: candidate.longitude, coordinatesPrecision: precision };
    }
  }
  return { latitude: null, longitude: null, coordinatesPrecision: null };
}

/** What the store page says under the map when the point is not the store's own. */
export function approximateLocationNote(precision: CoordinatesPrecision | null | undefined): string | null {
  if (precision === "zip") return "Approximate location (ZIP code area)";
  if (precision === "town") return "Approximate location (town center)";
  return null;
}

/** Whether two points are the same to about ten centimetres (coordinates stored from the same table). */
export function samePoint(a: MaybeLatLon | null | undefined, b: MaybeLatLon | null | undefined): boolean {
  return (
    isPoint(a) && isPoint(b) && Math.abs(a.latitude - b.latitude) < 1e-6 && Math.abs(a.longitude - b.longitude) < 1e-6
  );
}
