// Loads MapLibre GL and draws the store on the configured style (ADR 022). Everything here is
// imported dynamically by the StoreMap island, itself hydrated only when the map scrolls into view,
// so a store page's first load carries no map code at all.
import type { CoordinatesPrecision } from "../towns/store-coordinates.ts";

export interface MapPlace {
  styleUrl: string;
  latitude: number;
  longitude: number;
  precision: CoordinatesPrecision | null;
}

/** Closer in for a point that is the store's own; a ZIP's or town's centre only says which area. */
export function mapView(place: MapPlace): { center: [number, number]; zoom: number } {
  const zoom = place.precision === "address" ? 15 : place.precision === "zip" ? 12 : 11;
  return { center: [place.longitude, place.latitude], zoom };
}

export interface ShownMap {
  remove(): void;
}

/**
 * Draws the map into `container` and resolves once the style has loaded (rejects if it cannot:
 * the static locator then simply stays). The worker is served from this site, so the CSP needs no
 * other script origin.
 */
export async function showMap(container: HTMLElement, place: MapPlace): Promise<ShownMap> {
  const [maplibre, worker, css] = await Promise.all([
    import("maplibre-gl"),
    import("maplibre-gl/dist/maplibre-gl-worker.mjs?url"),
    // As a URL, not a CSS import: Astro would link an imported stylesheet on every store page.
    import("maplibre-gl/dist/maplibre-gl.css?url"),
  ]);
  await addStylesheet(css.default);
  maplibre.setWorkerUrl(new URL(worker.default, window.location.href).href);
  const map = new maplibre.Map({
    container,
    style: place.styleUrl,
    ...mapView(place),
    // The style's sources name their data's owners: always shown in full, never behind a button.
    attributionControl: { compact: false },
    cooperativeGestures: true,
  });
  map.addControl(new maplibre.NavigationControl({ showCompass: false }), "top-right");
  new maplibre.Marker({ color: "#256832" }).setLngLat(mapView(place).center).addTo(map);
  await new Promise<void>((resolve, reject) => {
    map.once("load", () => resolve());
    map.once("error", (event) => reject(event.error ?? new Error("The map style could not be loaded.")));
  });
  return map;
}

function addStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[href="${CSS.escape(href)}"]`)) return Promise.resolve();
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
  const loaded = new Promise<void>((resolve) => {
    // A stylesheet that fails only leaves the controls unstyled: the map itself still draws.
    link.onload = link.onerror = () => resolve();
  });
  document.head.append(link);
  return loaded;
}
