// Which US state a point lies in, from the compact shapes in public/geo/states.json (written by
// scripts/generate-state-shapes.ts). Pure and dependency-free so it costs the home page a few hundred bytes of JS;
// the shapes themselves are fetched only after the visitor shares a position.
import { haversineMiles, type LatLon } from "./haversine.ts";

/** Coordinates are stored as integers of this many degrees (0.01 degree is about 1 km). */
export const STATE_SHAPES_UNIT = 0.01;

/** A visitor just offshore, or on an island too small to keep, still belongs to the nearest state. */
export const NEAREST_STATE_MAX_MILES = 15;

/** Census FIPS codes (us-atlas feature ids) of the states, DC and Puerto Rico, to postal codes. */
// prettier-ignore
export const STATE_FIPS: Readonly<Record<string, string>> = {
  "01": "AL", "02": "AK", "04": "AZ", "05": "AR", "06": "CA", "08": "CO", "09": "CT", "10": "DE",
  "11": "DC", "12": "FL", "13": "GA", "15": "HI", "16": "ID", "17": "IL", "18": "IN", "19": "IA",
  "20": "KS", "21": "KY", "22": "LA", "23": "ME", "24": "MD", "25": "MA", "26": "MI", "27": "MN",
  "28": "MS", "29": "MO", "30": "MT", "31": "NE", "32": "NV", "33": "NH", "34": "NJ", "35": "NM",
  "36": "NY", "37": "NC", "38": "ND", "39": "OH", "40": "OK", "41": "OR", "42": "PA", "44": "RI",
  "45": "SC", "46": "SD", "47": "TN", "48": "TX", "49": "UT", "50": "VT", "51": "VA", "53": "WA",
  "54": "WV", "55": "WI", "56": "WY", "72": "PR",
};

/** The file's shape: per state, rings of [x0, y0, dx1, dy1, ...] in `unit` degrees (lon, lat). */
export interface StateShapesFile {
  source: string;
  unit: number;
  states: Record<string, number[][]>;
}

interface Ring {
  /** Flat lon/lat pairs in degrees; the ring closes back to its first point. */
  points: Float64Array;
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

export interface StateShape {
  code: string;
  rings: Ring[];
}

export function decodeStateShapes(file: StateShapesFile): StateShape[] {
  return Object.entries(file.states).map(([code, encoded]) => ({
    code,
    rings: encoded.map((flat) => {
      const points = new Float64Array(flat.length);
      let [x, y] = [0, 0];
      const ring: Ring = { points, minLon: Infinity, minLat: Infinity, maxLon: -Infinity, maxLat: -Infinity };
      for (let i = 0; i < flat.length; i += 2) {
        x += flat[i]!;
        y += flat[i + 1]!;
        const [lon, lat] = [x * file.unit, y * file.unit];
        points[i] = lon;
        points[i + 1] = lat;
        ring.minLon = Math.min(ring.minLon, lon);
        ring.maxLon = Math.max(ring.maxLon, lon);
        ring.minLat = Math.min(ring.minLat, lat);
        ring.maxLat = Math.max(ring.maxLat, lat);
      }
      return ring;
    }),
  }));
}

/** Even-odd ray casting; planar on lon/lat, as the Census shapes themselves are drawn. */
function crossings(ring: Ring, lon: number, lat: number): number {
  if (lon < ring.minLon || lon > ring.maxLon || lat < ring.minLat || lat > ring.maxLat) return 0;
  const p = ring.points;
  let count = 0;
  for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [p[i]!, p[i + 1]!, p[j]!, p[j + 1]!];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) count += 1;
  }
  return count;
}

/** Distance in miles from a point to a ring's nearest edge (planar projection near the point). */
function milesToRing(ring: Ring, point: LatLon): number {
  const p = ring.points;
  const kx = Math.cos((point.latitude * Math.PI) / 180);
  let best = Infinity;
  let bestLon = 0;
  let bestLat = 0;
  for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
    const [ax, ay, bx, by] = [p[j]!, p[j + 1]!, p[i]!, p[i + 1]!];
    const dx = (bx - ax) * kx;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const px = (point.longitude - ax) * kx;
    const py = point.latitude - ay;
    const u = len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
    const d = (px - u * dx) ** 2 + (py - u * dy) ** 2;
    if (d < best) {
      best = d;
      bestLon = ax + u * (bx - ax);
      bestLat = ay + u * (by - ay);
    }
  }
  return haversineMiles(point, { latitude: bestLat, longitude: bestLon });
}

/** The postal code of the state containing the point, else of the nearest state within reach. */
export function stateForPoint(shapes: readonly StateShape[], point: LatLon): string | null {
  const { latitude, longitude } = point;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  for (const shape of shapes) {
    let count = 0;
    for (const ring of shape.rings) count += crossings(ring, longitude, latitude);
    if (count % 2 === 1) return shape.code;
  }
  // Only rings whose box is within reach are measured: about 0.25 degrees is 15 miles of latitude.
  const reach = NEAREST_STATE_MAX_MILES / 60;
  let nearest: string | null = null;
  let nearestMiles = NEAREST_STATE_MAX_MILES;
  for (const shape of shapes) {
    for (const ring of shape.rings) {
      const lonReach = reach / Math.max(0.1, Math.cos((latitude * Math.PI) / 180));
      if (
        latitude < ring.minLat - reach ||
        latitude > ring.maxLat + reach ||
        longitude < ring.minLon - lonReach ||
        longitude > ring.maxLon + lonReach
      ) {
        continue;
      }
      const miles = milesToRing(ring, point);
      if (miles <= nearestMiles) {
        nearestMiles = miles;
        nearest = shape.code;
      }
    }
  }
  return nearest;
}
