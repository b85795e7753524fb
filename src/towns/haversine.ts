// Great-circle distance, in one place (issue #44): as the spec measures "distance in miles from the
// visitor", and in metres for the import's duplicate rules.

/** The spec's earth radius, in miles. */
export const EARTH_RADIUS_MILES = 3959;
/** The earth radius the duplicate rules' distances were set with, in metres. */
export const EARTH_RADIUS_METRES = 6_371_000;

export interface LatLon {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Half the angle between two points seen from the earth's centre, in radians. */
function halfAngle(from: LatLon, to: LatLon): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  // min() guards against a rounding error pushing a just above 1 for antipodal points.
  return Math.asin(Math.min(1, Math.sqrt(a)));
}

export function haversineMiles(from: LatLon, to: LatLon): number {
  return 2 * EARTH_RADIUS_MILES * halfAngle(from, to);
}

export function haversineMetres(from: LatLon, to: LatLon): number {
  return 2 * EARTH_RADIUS_METRES * halfAngle(from, to);
}
