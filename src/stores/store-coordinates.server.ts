// A store's coordinates from what is known of it (ADR 022): the data source's own point when it has
// one, else the centroid of its ZIP code from the offline table, else its town's centre.
import { resolveStoreCoordinates, type StoreCoordinates } from "../towns/store-coordinates.ts";
import type { LatLon } from "../towns/haversine.ts";
import { placeForZip } from "../towns/place-for-zip.server.ts";

export function coordinatesForStore(store: {
  zipCode: string | null | undefined;
  point?: { latitude?: number | null; longitude?: number | null } | null;
  townCenter?: { latitude?: number | null; longitude?: number | null } | null;
}): StoreCoordinates {
  return resolveStoreCoordinates({
    point: store.point,
    zipCentroid: zipCentroid(store.zipCode),
    townCenter: store.townCenter,
  });
}

export function zipCentroid(zipCode: string | null | undefined): LatLon | null {
  const place = zipCode?.trim() ? placeForZip(zipCode.trim()) : null;
  return place && { latitude: place.latitude, longitude: place.longitude };
}
