// The state shapes the static store locator is drawn from (ADR 022): public/geo/states.json, the
// same file the home page fetches to place a visitor, bundled into the build's server code (never
// into the browser's) and decoded once per build.
import statesFile from "../../../public/geo/states.json";
import type { StoreJson } from "../../shared/api/store.ts";
import { projectLocator, type Locator } from "../../shared/geo/locator.ts";
import { decodeStateShapes, type StateShape, type StateShapesFile } from "../../shared/geo/state-shapes.ts";

let shapes: Map<string, StateShape> | undefined;

/** The state's outline, or undefined for a code with no shape. */
export function stateShape(code: string): StateShape | undefined {
  shapes ??= new Map(decodeStateShapes(statesFile as StateShapesFile).map((shape) => [shape.code, shape]));
  return shapes.get(code.toUpperCase());
}

/** The static locator of a store: its state's outline with the store and its town marked. */
export function storeLocator(
  store: Pick<StoreJson, "state" | "latitude" | "longitude">,
  town: { latitude: number | null; longitude: number | null } | undefined,
): Locator | undefined {
  const shape = stateShape(store.state);
  if (!shape) return undefined;
  const point = (p: { latitude: number | null; longitude: number | null } | undefined) =>
    p && p.latitude != null && p.longitude != null ? { latitude: p.latitude, longitude: p.longitude } : null;
  return projectLocator(shape, { store: point(store), town: point(town) });
}
