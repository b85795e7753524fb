// The home page's city order (spec section 9): cities in the visitor's state first, then by
// distance in miles from the visitor. Measured from the visitor's own position when the browser
// shared it, else from the centre of their state, else from the centre of the contiguous US.
import { haversineMiles, type LatLon } from "./haversine.ts";
import { DEFAULT_CENTER, stateCenter } from "./state-centers.ts";

export interface VisitorLocation {
  /** Two-letter US state code, when known. */
  state: string | null;
  /** The visitor's own position, when known. */
  point: LatLon | null;
}

export interface PlacedCity {
  state: string;
  latitude: number | null;
  longitude: number | null;
}

/** The point distances are measured from. */
export function originFor(location: VisitorLocation): LatLon {
  return location.point ?? stateCenter(location.state) ?? DEFAULT_CENTER;
}

/**
 * A new array, best match first; the sort is stable, so equal cities keep their incoming order.
 * Cities without coordinates sort after those with them, within their state group.
 */
export function orderCitiesByLocation<T extends PlacedCity>(cities: readonly T[], location: VisitorLocation): T[] {
  const origin = originFor(location);
  const state = location.state?.toUpperCase() ?? null;
  const keyed = cities.map((city) => ({
    city,
    inState: state !== null && city.state.toUpperCase() === state ? 0 : 1,
    miles:
      city.latitude === null || city.longitude === null
        ? Infinity
        : haversineMiles(origin, { latitude: city.latitude, longitude: city.longitude }),
  }));
  keyed.sort((a, b) => a.inState - b.inState || a.miles - b.miles);
  return keyed.map(({ city }) => city);
}
