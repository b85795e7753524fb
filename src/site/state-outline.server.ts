// The state shapes the static store locator is drawn from (ADR 022): public/geo/states.json, the
// same file the home page fetches to place a visitor, bundled into the build's server code (never
// into the browser's) and decoded once per build. Each state's outline is fitted and simplified
// once too, then shared by its store pages and its /geo/states/<STATE>.json and .svg files.
import statesFile from "../../public/geo/states.json";
import type { StoreJson } from "../stores/store-json.ts";
import { outlineState, placeOnOutline, type Locator, type StateOutline } from "../towns/locator.ts";
import { decodeStateShapes, type StateShape, type StateShapesFile } from "../towns/state-shapes.ts";

let shapes: Map<string, StateShape> | undefined;
const outlines = new Map<string, StateOutline>();

const allShapes = () =>
  (shapes ??= new Map(decodeStateShapes(statesFile as StateShapesFile).map((shape) => [shape.code, shape])));

/** The state's outline, or undefined for a code with no shape. */
export function stateShape(code: string): StateShape | undefined {
  return allShapes().get(code.toUpperCase());
}

/** Every state code with a shape (the states, DC and Puerto Rico). */
export function stateCodes(): string[] {
  return [...allShapes().keys()];
}

/** The state fitted into the locator drawing, or undefined for a code with no shape. */
export function stateOutline(code: string): StateOutline | undefined {
  const key = code.toUpperCase();
  const known = outlines.get(key);
  if (known) return known;
  const shape = stateShape(key);
  if (!shape) return undefined;
  const outline = outlineState(shape);
  outlines.set(key, outline);
  return outline;
}

/** The static locator of a store: its state's outline with the store and its town marked. */
export function storeLocator(
  store: Pick<StoreJson, "state" | "latitude" | "longitude">,
  town: { latitude: number | null; longitude: number | null } | undefined,
): Locator | undefined {
  const outline = stateOutline(store.state);
  if (!outline) return undefined;
  const point = (p: { latitude: number | null; longitude: number | null } | undefined) =>
    p && p.latitude != null && p.longitude != null ? { latitude: p.latitude, longitude: p.longitude } : null;
  return placeOnOutline(outline, { store: point(store), town: point(town) });
}
