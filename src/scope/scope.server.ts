// Which places the directory covers, in one rule (issue #47, ADR 064): a ZIP code is in scope when
// USDA ERS classes it micropolitan, small town or rural (RUCA 4-10), or when it lies within one of
// the 321 small metro areas of the spec (most of their ZIP codes are RUCA 1: Mankato and Augusta are
// in scope through the area list). Everything else is out, unless an import is run with
// `--scope all`. The import, the expansion, the listing form, the seed and the /data page all ask
// here; the reason says why in plain words ("out of scope: ZIP 30305, RUCA 1, not in a small metro area").
import areas from "../imports/expansion/areas.json" with { type: "json" };
import { placeForZip } from "../towns/place-for-zip.server.ts";
import { haversineMiles } from "../towns/haversine.ts";
import { rucaClass, rucaCodeOf } from "./ruca.server.ts";

export type ScopeName = "small-towns" | "all";

export interface ScopeAnswer {
  inScope: boolean;
  reason: string;
  /** The ZIP code's RUCA code, when the file has one. */
  ruca: number | null;
}

/** The lowest RUCA code in scope: micropolitan (4-6), small town (7-9) and rural (10). */
export const FIRST_SMALL_TOWN_RUCA = 4;

const METRES_PER_MILE = 1609.344;
const areasByState = new Map<string, typeof areas>();
for (const area of areas) areasByState.set(area.state, [...(areasByState.get(area.state) ?? []), area]);

const areaByZip = new Map(areas.filter((a) => a.zipCode).map((a) => [a.zipCode!, a]));

/** The small metro area a point lies within, in its own state. */
export function smallMetroAreaAt(state: string, latitude: number, longitude: number) {
  return areasByState
    .get(state)
    ?.find((a) => haversineMiles(a, { latitude, longitude }) * METRES_PER_MILE <= a.radiusMetres);
}

/** Whether the place of a ZIP code (five digits) is in the directory's scope, and why. */
export function zipInScope(zip: string, scope: ScopeName = "small-towns"): ScopeAnswer {
  const ruca = rucaCodeOf(zip);
  if (scope === "all") return { inScope: true, reason: "every place (--scope all)", ruca };
  if (ruca !== null && ruca >= FIRST_SMALL_TOWN_RUCA && ruca <= 10) {
    return { inScope: true, reason: `ZIP ${zip}, RUCA ${ruca} (${rucaClass(ruca)})`, ruca };
  }
  const place = placeForZip(zip);
  // An area's own ZIP code is in it, wherever the ZIP code's centre lies.
  const area =
    areaByZip.get(zip) ?? (place ? smallMetroAreaAt(place.state, place.latitude, place.longitude) : undefined);
  if (area)
    return { inScope: true, reason: `ZIP ${zip}, in the small metro area of ${area.name}, ${area.state}`, ruca };
  const code = ruca === null ? "no RUCA code" : ruca === 99 ? "RUCA 99 (not coded)" : `RUCA ${ruca}`;
  return { inScope: false, reason: `out of scope: ZIP ${zip}, ${code}, not in a small metro area`, ruca };
}
