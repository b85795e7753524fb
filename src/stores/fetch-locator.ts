// The static locator of a store listed since the last build, made in the browser: its state's
// outline from the file built for it (/geo/states/<STATE>.json, the same fitting the built pages
// use) and its town's point from the API, placed by the same code as at build time. Only the one
// state's file is fetched (about 1 kB), once the store is known. A town that cannot be loaded only
// loses its own marker; a state without a file means no locator, as on a built page.
import type { CityJson } from "../towns/city-json.ts";
import type { StoreJson } from "./store-json.ts";
import type { LatLon } from "../towns/haversine.ts";
import { placeOnOutline, type Locator, type StateOutline } from "../towns/locator.ts";
import { apiFetch } from "../ui/api.ts";

export const stateOutlineUrl = (state: string) => `/geo/states/${encodeURIComponent(state.toUpperCase())}.json`;

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** The file is ours, but a stale or broken copy must not break the page: check what is drawn. */
export function isStateOutline(value: unknown): value is StateOutline {
  if (typeof value !== "object" || value === null) return false;
  const { width, height, outline, frame } = value as Partial<StateOutline>;
  return (
    isNumber(width) &&
    isNumber(height) &&
    typeof outline === "string" &&
    typeof frame === "object" &&
    frame !== null &&
    [frame.minLon, frame.maxLat, frame.kx, frame.scale, frame.offsetX].every(isNumber)
  );
}

const point = (p: { latitude: number | null; longitude: number | null } | null | undefined): LatLon | null =>
  p && isNumber(p.latitude) && isNumber(p.longitude) ? { latitude: p.latitude, longitude: p.longitude } : null;

/** The store's locator, or null when its state has no outline to draw. */
export async function fetchLocator(
  store: Pick<StoreJson, "state" | "citySlug" | "latitude" | "longitude">,
  signal?: AbortSignal,
): Promise<Locator | null> {
  const [outline, town] = await Promise.all([
    fetch(stateOutlineUrl(store.state), { signal })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .catch(() => null),
    store.citySlug
      ? apiFetch<CityJson>(`/api/cities/${encodeURIComponent(store.citySlug)}`, { signal }).catch(() => null)
      : null,
  ]);
  if (!isStateOutline(outline)) return null;
  return placeOnOutline(outline, { store: point(store), town: point(town) });
}
