// Where the visitor is, without any third party (issue rule "Location without third parties"):
// the browser's own position, placed in a state with shapes served from this site; if the visitor
// says no (or the browser cannot tell), the server's view of the request from GET /api/geo.
import type { LatLon } from "./haversine.ts";
import type { VisitorLocation } from "./order-cities.ts";
import { stateCenter } from "./state-centers.ts";
import { decodeStateShapes, stateForPoint, type StateShapesFile } from "./state-shapes.ts";
import { apiFetch } from "../ui/api.ts";

/** Spec section 9. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const STATE_SHAPES_URL = "/geo/states.json";

/** "not-asked": the browser would have to prompt, and we do not prompt until the visitor asks. */
export type LocateOutcome = "success" | "denied" | "error" | "not-asked";

export interface Located {
  outcome: LocateOutcome;
  /** null when neither the browser nor the server knew anything. */
  location: VisitorLocation | null;
}

interface ServerGeo {
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

function browserPosition(): Promise<LatLon> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) return reject(new Error("Geolocation is not supported"));
    // The API's own timeout only starts once permission is granted; a prompt left unanswered would
    // keep the list waiting for ever, so the same 10 s also bounds the whole request.
    const guard = setTimeout(() => reject(new Error("No answer to the location request")), GEOLOCATION_TIMEOUT_MS);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(guard);
        resolve({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => {
        clearTimeout(guard);
        reject(error);
      },
      // A town-level fix is all we need: no GPS warm-up, and a position from the last 30 minutes will do.
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 30 * 60_000 },
    );
  });
}

async function stateAt(point: LatLon): Promise<string | null> {
  const response = await fetch(STATE_SHAPES_URL);
  if (!response.ok) return null;
  return stateForPoint(decodeStateShapes((await response.json()) as StateShapesFile), point);
}

async function serverLocation(): Promise<VisitorLocation | null> {
  const geo = await apiFetch<ServerGeo>("/api/geo");
  // Netlify reports subdivisions abroad too ("ON" for Ontario): only a US state code counts.
  const inUs = geo.country === null || geo.country === "US";
  const state = inUs && stateCenter(geo.state) ? geo.state!.toUpperCase() : null;
  const point =
    typeof geo.latitude === "number" &&
    typeof geo.longitude === "number" &&
    Number.isFinite(geo.latitude) &&
    Number.isFinite(geo.longitude)
      ? { latitude: geo.latitude, longitude: geo.longitude }
      : null;
  return state || point ? { state, point } : null;
}

async function permissionState(): Promise<PermissionState | "unknown"> {
  try {
    return (await navigator.permissions.query({ name: "geolocation" })).state;
  } catch {
    return "unknown";
  }
}

/**
 * Without `ask`, the browser's position is used only if the visitor already allowed it: a prompt on
 * page load is intrusive (and Lighthouse marks it down), so the server's view orders the list until
 * the visitor presses "Use my location".
 */
export async function locateVisitor({ ask }: { ask: boolean }): Promise<Located> {
  let outcome: LocateOutcome;
  const permission = await permissionState();
  if (permission === "denied") return { outcome: "denied", location: await serverLocation().catch(() => null) };
  if (!ask && permission !== "granted") {
    return { outcome: "not-asked", location: await serverLocation().catch(() => null) };
  }
  try {
    const point = await browserPosition();
    // The shapes are fetched only now, after the visitor agreed; without them, distance alone orders.
    const state = await stateAt(point).catch(() => null);
    return { outcome: "success", location: { state, point } };
  } catch (error) {
    const denied =
      typeof GeolocationPositionError !== "undefined" &&
      error instanceof GeolocationPositionError &&
      error.code === error.PERMISSION_DENIED;
    outcome = denied ? "denied" : "error";
  }
  const location = await serverLocation().catch(() => null);
  return { outcome, location };
}
