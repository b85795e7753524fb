// Writes public/geo/states.json, the state shapes the home page uses to find a visitor's state in
// the browser (no reverse-geocoding service). Run once when us-atlas changes:
//   npx tsx scripts/generate-state-shapes.ts
// Source: us-atlas states-10m (Census cartographic boundaries, 1:10m). Shared borders are simplified
// once, on the topology's arcs, so neighbouring states still meet exactly; islands smaller than
// MIN_ISLAND_DEG2 are dropped (stateForPoint's "nearest edge" fallback still places a visitor on one).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { STATE_FIPS, STATE_SHAPES_UNIT, type StateShapesFile } from "../src/towns/state-shapes.ts";

/** Douglas-Peucker tolerance in degrees (about 1 km): 0.02 put Grand Forks, ND in Minnesota. */
const TOLERANCE_DEG = 0.01;
/** About 30 square kilometres at mid latitudes. */
const MIN_ISLAND_DEG2 = 0.003;

type Point = [number, number];

/** The parts of a TopoJSON topology this script reads (us-atlas is delta-encoded and quantized). */
interface Topology {
  transform: { scale: Point; translate: Point };
  arcs: Point[][];
  objects: {
    states: {
      geometries: Array<
        { id: string } & ({ type: "Polygon"; arcs: number[][] } | { type: "MultiPolygon"; arcs: number[][][] })
      >;
    };
  };
}

function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = points[a]!;
    const [bx, by] = points[b]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let worst = -1;
    let worstAt = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i]!;
      const u = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
      const d = Math.hypot(px - ax - u * dx, py - ay - u * dy);
      if (d > worst) {
        worst = d;
        worstAt = i;
      }
    }
    if (worst > tolerance) {
      keep[worstAt] = 1;
      stack.push([a, worstAt], [worstAt, b]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

function ringArea(ring: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length - 1; i++) twice += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
  return Math.abs(twice / 2);
}

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve("us-atlas/states-10m.json"), "utf8")) as Topology;
const { scale, translate } = topology.transform;

// Decode the delta-encoded arcs, simplify, then snap to the output grid.
const arcs: Point[][] = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  const absolute = arc.map(([dx, dy]): Point => {
    x += dx;
    y += dy;
    return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
  });
  return simplify(absolute, TOLERANCE_DEG).map(([lon, lat]) => [
    Math.round(lon / STATE_SHAPES_UNIT),
    Math.round(lat / STATE_SHAPES_UNIT),
  ]);
});

function ring(arcIndexes: readonly number[]): Point[] {
  const points: Point[] = [];
  for (const index of arcIndexes) {
    const arc = index < 0 ? arcs[~index]!.toReversed() : arcs[index]!;
    for (const point of arc) {
      const last = points.at(-1);
      if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
    }
  }
  return points;
}

/** First point absolute, then differences: small integers that gzip well. Closing point implied. */
function encode(points: readonly Point[]): number[] {
  const flat: number[] = [];
  let [px, py] = [0, 0];
  for (const [x, y] of points.slice(0, -1)) {
    flat.push(x - px, y - py);
    [px, py] = [x, y];
  }
  return flat;
}

const output: StateShapesFile = {
  source: "us-atlas@3.0.1 states-10m, simplified by scripts/generate-state-shapes.ts",
  unit: STATE_SHAPES_UNIT,
  states: {},
};
for (const geometry of topology.objects.states.geometries) {
  const code = STATE_FIPS[String(geometry.id)];
  if (!code) continue; // territories other than Puerto Rico: no towns in the directory
  const polygons = geometry.type === "Polygon" ? [geometry.arcs] : geometry.arcs;
  const rings: number[][] = [];
  for (const polygon of polygons) {
    const [outer, ...holes] = polygon.map(ring);
    if (!outer || outer.length < 4) continue;
    if (ringArea(outer) * STATE_SHAPES_UNIT ** 2 < MIN_ISLAND_DEG2) continue;
    rings.push(encode(outer), ...holes.filter((hole) => hole.length >= 4).map(encode));
  }
  output.states[code] = rings;
}

const json = JSON.stringify(output);
const target = new URL("../../../public/geo/states.json", import.meta.url);
writeFileSync(target, `${json}\n`);
const points = Object.values(output.states).reduce(
  (sum, rings) => sum + rings.reduce((s, r) => s + r.length / 2, 0),
  0,
);
console.log(
  `Wrote ${target.pathname}: ${Object.keys(output.states).length} states, ${points} points, ` +
    `${json.length} bytes, ${gzipSync(json, { level: 9 }).length} gzipped`,
);
