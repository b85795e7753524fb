// The static store locator (ADR 022): the store's state drawn from the bundled shapes
// (public/geo/states.json) with the town and the store marked, as SVG geometry computed at build
// time. Equirectangular, with longitude shrunk by the cosine of the state's middle latitude so
// shapes keep their familiar proportions; pure, so a built page ships no script for it. The outline
// and the placing of points are separate steps so the browser can place a store listed since the
// build on an outline made at build time.
import type { LatLon } from "./haversine.ts";
import type { StateShape } from "./state-shapes.ts";

export const LOCATOR_WIDTH = 400;
const MAX_HEIGHT = 300;
const PADDING = 14;
/** Points closer than this (in viewBox units) to the last one kept are dropped: invisible detail. */
const MIN_STEP = 2;
/** Town and store closer than this (the approximate halo's radius and a bit) are drawn as one marker. */
const MERGE_DISTANCE = 16;

export interface LocatorPoint {
  x: number;
  y: number;
}

export interface Locator {
  width: number;
  height: number;
  /** SVG path data of every ring of the state. */
  outline: string;
  store: LocatorPoint | null;
  /** Null when there is no town point, or when it sits under the store's marker. */
  town: LocatorPoint | null;
  /** Where the town's label goes, and which side of its anchor. */
  label: (LocatorPoint & { anchor: "start" | "end" }) | null;
}

/** The id of the outline's path in /geo/states/<STATE>.svg (src/pages/geo/states/[state].svg.ts). */
export const OUTLINE_PATH_ID = "o";

/**
 * Where a built store page finds its state's outline for `<use href>`: the page carries only this
 * reference, not the path data (ADR 049).
 */
export const stateOutlineHref = (code: string) => `/geo/states/${code.toUpperCase()}.svg#${OUTLINE_PATH_ID}`;

/** US longitudes are all west: the Aleutians' few east longitudes join the rest of Alaska. */
const unwrap = (lon: number) => (lon > 0 ? lon - 360 : lon);

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * How the state was fitted into the drawing: enough to place any point on its outline. Built pages
 * place their store at build time; a store listed since the build is placed in the browser from the
 * state's file (/geo/states/<STATE>.json, src/pages/geo/states/[state].json.ts), so both agree.
 */
export interface LocatorFrame {
  minLon: number;
  maxLat: number;
  /** Longitude shrink: the cosine of the state's middle latitude. */
  kx: number;
  scale: number;
  offsetX: number;
}

/** A state fitted into the drawing: its size, its outline and how points map onto it. */
export interface StateOutline {
  width: number;
  height: number;
  /** SVG path data of every ring of the state. */
  outline: string;
  frame: LocatorFrame;
}

const projectWith =
  ({ minLon, maxLat, kx, scale, offsetX }: LocatorFrame) =>
  (lon: number, lat: number): LocatorPoint => ({
    x: round(offsetX + (unwrap(lon) - minLon) * kx * scale),
    y: round(PADDING + (maxLat - lat) * scale),
  });

/** The state's outline fitted into a drawing `width` wide, simplified to what the drawing can show. */
export function outlineState(shape: StateShape, width = LOCATOR_WIDTH): StateOutline {
  let [minLon, maxLon, minLat, maxLat] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const ring of shape.rings) {
    for (let i = 0; i < ring.points.length; i += 2) {
      const lon = unwrap(ring.points[i]!);
      const lat = ring.points[i + 1]!;
      minLon = Math.min(minLon, lon);
      maxLon = Math.max(maxLon, lon);
      minLat = Math.min(minLat, lat);
      maxLat = Math.max(maxLat, lat);
    }
  }
  const kx = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * kx, 1e-6);
  const spanY = Math.max(maxLat - minLat, 1e-6);
  const scale = Math.min((width - 2 * PADDING) / spanX, (MAX_HEIGHT - 2 * PADDING) / spanY);
  const height = Math.round(spanY * scale + 2 * PADDING);
  const frame: LocatorFrame = { minLon, maxLat, kx, scale, offsetX: (width - spanX * scale) / 2 };
  const project = projectWith(frame);

  const paths: string[] = [];
  for (const ring of shape.rings) {
    const kept: LocatorPoint[] = [];
    for (let i = 0; i < ring.points.length; i += 2) {
      const p = project(ring.points[i]!, ring.points[i + 1]!);
      const last = kept.at(-1);
      if (!last || Math.hypot(p.x - last.x, p.y - last.y) >= MIN_STEP) kept.push(p);
    }
    if (kept.length < 3) continue; // an island smaller than a pixel or two
    // Whole units are finer than the drawing is ever shown; decimals would only add bytes.
    paths.push(`M${kept.map((p) => `${Math.round(p.x)} ${Math.round(p.y)}`).join("L")}Z`);
  }
  return { width, height, outline: paths.join(""), frame };
}

/** The store and its town marked on a state's outline, with where the town's label goes. */
export function placeOnOutline(
  { width, height, outline, frame }: StateOutline,
  points: { store?: LatLon | null; town?: LatLon | null },
): Locator {
  const project = projectWith(frame);
  const at = (p: LatLon | null | undefined) =>
    p && Number.isFinite(p.latitude) && Number.isFinite(p.longitude) ? project(p.longitude, p.latitude) : null;
  const store = at(points.store);
  let town = at(points.town);
  if (store && town && Math.hypot(store.x - town.x, store.y - town.y) < MERGE_DISTANCE) town = null;
  const labelled = town ?? store;
  // The label reads away from the nearer edge so it stays inside the drawing.
  const label = labelled && {
    ...(labelled.x > width * 0.6
      ? { x: round(labelled.x - 12), anchor: "end" as const }
      : { x: round(labelled.x + 12), anchor: "start" as const }),
    y: round(Math.min(Math.max(labelled.y + 4, 14), height - 4)),
  };
  return { width, height, outline, store, town, label };
}

export function projectLocator(
  shape: StateShape,
  points: { store?: LatLon | null; town?: LatLon | null },
  width = LOCATOR_WIDTH,
): Locator {
  return placeOnOutline(outlineState(shape, width), points);
}
