// Gives every store coordinates and a precision (ADR 022), for rows written before the precision
// existed: run at start after the migrations. A stored point that is its ZIP's centroid (or its
// town's centre) is marked approximate; any other stored point came from its data source. A store
// with no point gets the ZIP centroid, else its town's centre. A store with neither stays unplaced
// and is not asked about again until an edit gives it a ZIP that the offline table knows.
import type { Db } from "../../db/client.ts";
import { listUnplacedStores, setStoreCoordinates, type UnplacedStore } from "./store-coordinates-queries.server.ts";
import { samePoint, type StoreCoordinates } from "../towns/store-coordinates.ts";
import { coordinatesForStore, zipCentroid } from "./store-coordinates.server.ts";

const BATCH = 500;

export function settleCoordinates(store: UnplacedStore): StoreCoordinates {
  const town = { latitude: store.cityLatitude, longitude: store.cityLongitude };
  const point = { latitude: store.latitude, longitude: store.longitude };
  const placed = coordinatesForStore({ zipCode: store.zipCode, point, townCenter: town });
  if (placed.coordinatesPrecision !== "address") return placed;
  if (samePoint(point, zipCentroid(store.zipCode))) return { ...placed, coordinatesPrecision: "zip" };
  if (samePoint(point, town)) return { ...placed, coordinatesPrecision: "town" };
  return placed;
}

/** Returns how many stores were settled. */
export async function backfillStoreCoordinates(db: Db): Promise<number> {
  let settled = 0;
  const unplaceable = new Set<string>();
  for (;;) {
    const batch = (await listUnplacedStores(db, BATCH + unplaceable.size)).filter((s) => !unplaceable.has(s.id));
    if (batch.length === 0) return settled;
    await db.transaction(async (tx) => {
      for (const store of batch) {
        const coordinates = settleCoordinates(store);
        if (coordinates.coordinatesPrecision === null) unplaceable.add(store.id);
        else {
          await setStoreCoordinates(tx, store.id, coordinates);
          settled++;
        }
      }
    });
  }
}
