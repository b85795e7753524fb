// Where to measure from when only the visitor's state is known (spec section 9): a centre point per
// state (the 50 states, DC and Puerto Rico), and the geographic centre of the contiguous United
// States, near Lebanon, Kansas, when even the state is unknown. Each centre is checked to lie inside
// its own state's shape in state-centers.test.ts.
import type { LatLon } from "./haversine.ts";

export const DEFAULT_CENTER: LatLon = { latitude: 39.8283, longitude: -98.5795 };

const CENTERS: Readonly<Record<string, readonly [latitude: number, longitude: number]>> = {
  AL: [32.318231, -86.902298],
  AK: [63.588753, -154.493062],
  AZ: [34.048928, -111.093731],
  AR: [35.20105, -91.831833],
  CA: [36.778261, -119.417932],
  CO: [39.550051, -105.782067],
  CT: [41.603221, -73.087749],
  DE: [38.910832, -75.52767],
  DC: [38.905985, -77.033418],
  FL: [27.664827, -81.515754],
  GA: [32.157435, -82.907123],
  HI: [19.898682, -155.665857],
  ID: [44.068202, -114.742041],
  IL: [40.633125, -89.398528],
  IN: [40.551217, -85.602364],
  IA: [41.878003, -93.097702],
  KS: [39.011902, -98.484246],
  KY: [37.839333, -84.270018],
  LA: [31.244823, -92.145024],
  ME: [45.253783, -69.445469],
  MD: [39.045755, -76.641271],
  MA: [42.407211, -71.382437],
  MI: [44.314844, -85.602364],
  MN: [46.729553, -94.6859],
  MS: [32.354668, -89.398528],
  MO: [37.964253, -91.831833],
  MT: [46.879682, -110.362566],
  NE: [41.492537, -99.901813],
  NV: [38.80261, -116.419389],
  NH: [43.193852, -71.572395],
  NJ: [40.058324, -74.405661],
  NM: [34.97273, -105.032363],
  NY: [43.299428, -74.217933],
  NC: [35.759573, -79.0193],
  ND: [47.551493, -101.002012],
  OH: [40.417287, -82.907123],
  OK: [35.007752, -97.092877],
  OR: [43.804133, -120.554201],
  PA: [41.203322, -77.194525],
  RI: [41.580095, -71.477429],
  SC: [33.836081, -81.163725],
  SD: [43.969515, -99.901813],
  TN: [35.517491, -86.580447],
  TX: [31.968599, -99.901813],
  UT: [39.32098, -111.093731],
  VT: [44.558803, -72.577841],
  VA: [37.431573, -78.656894],
  WA: [47.751074, -120.740139],
  WV: [38.597626, -80.454903],
  WI: [43.78444, -88.787868],
  WY: [43.075968, -107.290284],
  PR: [18.220833, -66.590149],
};

export const STATE_CENTER_CODES: readonly string[] = Object.keys(CENTERS);

/** The state's centre, or undefined for anything that is not a US state code (e.g. "ON"). */
export function stateCenter(code: string | null | undefined): LatLon | undefined {
  const center = code ? CENTERS[code.toUpperCase()] : undefined;
  return center && { latitude: center[0], longitude: center[1] };
}
