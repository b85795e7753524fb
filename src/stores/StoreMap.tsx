// The interactive map over the store's static locator, only when a map style is configured
// (MAP_STYLE_URL, ADR 022). Mount with client:interaction (ADR 067): the island and then MapLibre
// load when someone reaches for the locator (the pointer over it, a finger on it), so a page nobody
// touches loads neither. Until then the empty overlay catches the pointer for that; from hydration
// until the style has loaded (and for good if it fails) it lets it through, and the static locator
// underneath is what the visitor sees.
import { useEffect, useRef, useState } from "react";
import type { MapPlace } from "./map-loader.ts";
import { useHydrated } from "../ui/use-hydrated.ts";

export default function StoreMap({ place, storeName }: { place: MapPlace; storeName: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    let removed = false;
    let shown: { remove(): void } | undefined;
    void import("./map-loader.ts")
      .then(({ showMap }) => showMap(container.current!, place))
      .then((map) => {
        if (removed) map.remove();
        else {
          shown = map;
          setReady(true);
        }
      })
      .catch(() => {
        // No map (no WebGL, the style host down): the static locator stays, which is a fine answer.
      });
    return () => {
      removed = true;
      shown?.remove();
    };
  }, [place]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={`Interactive map of ${storeName}`}
      data-store-map={ready ? "ready" : "loading"}
      className={`absolute inset-0 overflow-hidden rounded-xl transition-opacity ${ready ? "opacity-100" : hydrated ? "pointer-events-none opacity-0" : "opacity-0"}`}
    />
  );
}
