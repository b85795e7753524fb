// A store's IANA time zone from its state and, for the states that a zone line crosses, its
// longitude (and latitude where the line runs east-west). An offline table instead of a zone-shape
// lookup: the shapes would weigh megabytes for a few towns near a line. The lines are approximated by
// one meridian or parallel each; a store within a few miles of a line (or on the Navajo Nation, which
// keeps daylight time inside Arizona) may get its neighbour's zone. Without coordinates the state's
// most populous zone is used.

const EASTERN = "America/New_York";
const CENTRAL = "America/Chicago";
const MOUNTAIN = "America/Denver";
const PACIFIC = "America/Los_Angeles";

const SINGLE: Readonly<Record<string, string>> = {
  AL: CENTRAL,
  AR: CENTRAL,
  IL: CENTRAL,
  IA: CENTRAL,
  LA: CENTRAL,
  MN: CENTRAL,
  MS: CENTRAL,
  MO: CENTRAL,
  OK: CENTRAL,
  WI: CENTRAL,
  CO: MOUNTAIN,
  MT: MOUNTAIN,
  NM: MOUNTAIN,
  UT: MOUNTAIN,
  WY: MOUNTAIN,
  AZ: "America/Phoenix",
  CA: PACIFIC,
  NV: PACIFIC,
  WA: PACIFIC,
  CT: EASTERN,
  DE: EASTERN,
  DC: EASTERN,
  GA: EASTERN,
  ME: EASTERN,
  MD: EASTERN,
  MA: EASTERN,
  NH: EASTERN,
  NJ: EASTERN,
  NY: EASTERN,
  NC: EASTERN,
  OH: EASTERN,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  VT: EASTERN,
  VA: EASTERN,
  WV: EASTERN,
  HI: "Pacific/Honolulu",
  PR: "America/Puerto_Rico",
};

type Split = (lat: number, lon: number) => string;

// Each entry: the zone for a point in the state, then the zone used without coordinates.
const SPLIT: Readonly<Record<string, readonly [Split, string]>> = {
  // The Aleutians west of 169.5 W keep Hawaii-Aleutian time.
  AK: [(_, lon) => (lon < -169.5 ? "America/Adak" : "America/Anchorage"), "America/Anchorage"],
  // The panhandle west of the Apalachicola River is Central.
  FL: [(_, lon) => (lon < -85.0 ? CENTRAL : EASTERN), EASTERN],
  // North of the Salmon River the panhandle is Pacific.
  ID: [(lat) => (lat > 45.5 ? PACIFIC : "America/Boise"), "America/Boise"],
  // The Chicago and Evansville corners are Central.
  IN: [
    (lat, lon) => (lon < -86.8 && (lat > 40.9 || lat < 38.4) ? CENTRAL : "America/Indiana/Indianapolis"),
    "America/Indiana/Indianapolis",
  ],
  KS: [(_, lon) => (lon < -101.1 ? MOUNTAIN : CENTRAL), CENTRAL],
  KY: [(_, lon) => (lon < -85.9 ? CENTRAL : EASTERN), EASTERN],
  // The four Upper Peninsula counties on the Wisconsin line are Central.
  MI: [(lat, lon) => (lon < -87.6 && lat > 45.1 ? "America/Menominee" : "America/Detroit"), "America/Detroit"],
  NE: [(_, lon) => (lon < -101.0 ? MOUNTAIN : CENTRAL), CENTRAL],
  ND: [(lat, lon) => (lon < -101.0 && lat < 47.5 ? MOUNTAIN : CENTRAL), CENTRAL],
  SD: [(_, lon) => (lon < -100.5 ? MOUNTAIN : CENTRAL), CENTRAL],
  // Most of Malheur County is Mountain.
  OR: [(lat, lon) => (lon > -118.2 && lat < 44.5 ? "America/Boise" : PACIFIC), PACIFIC],
  TN: [(_, lon) => (lon < -85.2 ? CENTRAL : EASTERN), CENTRAL],
  // El Paso and Hudspeth counties are Mountain.
  TX: [(_, lon) => (lon < -104.9 ? MOUNTAIN : CENTRAL), CENTRAL],
};

/** The store's zone, or undefined for a state code this table does not know. */
export function storeTimeZone(
  state: string | null | undefined,
  latitude?: number | null,
  longitude?: number | null,
): string | undefined {
  const code = state?.trim().toUpperCase();
  if (!code) return undefined;
  const split = SPLIT[code];
  if (!split) return SINGLE[code];
  const [zoneAt, fallback] = split;
  return latitude != null && longitude != null && Number.isFinite(latitude) && Number.isFinite(longitude)
    ? zoneAt(latitude, longitude)
    : fallback;
}
