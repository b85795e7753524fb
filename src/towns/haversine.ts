// Great-circle distance, as the spec measures "distance in miles from the visitor".

/** The spec's earth radius, in miles. */
export const EARTH_RADIUS_MILES = 3959;

export interface LatLon {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineMiles(from: LatLon, to: LatLon): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  // min() guards against a rounding error pushing a just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}
