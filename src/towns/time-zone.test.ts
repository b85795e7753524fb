import { expect, it } from "vitest";
import { STATE_CENTER_CODES, stateCenter } from "./state-centers.ts";
import { storeTimeZone } from "./time-zone.ts";

it.each([
  ["Denver", "CO", 39.74, -104.99, "America/Denver"],
  ["El Paso", "TX", 31.76, -106.49, "America/Denver"],
  ["Austin", "TX", 30.27, -97.74, "America/Chicago"],
  ["Pensacola", "FL", 30.42, -87.22, "America/Chicago"],
  ["Miami", "FL", 25.76, -80.19, "America/New_York"],
  ["Gary", "IN", 41.59, -87.35, "America/Chicago"],
  ["Evansville", "IN", 37.97, -87.57, "America/Chicago"],
  ["Indianapolis", "IN", 39.77, -86.16, "America/Indiana/Indianapolis"],
  ["Coeur d'Alene", "ID", 47.68, -116.78, "America/Los_Angeles"],
  ["Boise", "ID", 43.62, -116.21, "America/Boise"],
  ["Ontario", "OR", 44.03, -116.96, "America/Boise"],
  ["Portland", "OR", 45.52, -122.68, "America/Los_Angeles"],
  ["Knoxville", "TN", 35.96, -83.92, "America/New_York"],
  ["Nashville", "TN", 36.16, -86.78, "America/Chicago"],
  ["Louisville", "KY", 38.25, -85.76, "America/New_York"],
  ["Bowling Green", "KY", 36.99, -86.44, "America/Chicago"],
  ["Rapid City", "SD", 44.08, -103.23, "America/Denver"],
  ["Sioux Falls", "SD", 43.55, -96.73, "America/Chicago"],
  ["Scottsbluff", "NE", 41.87, -103.67, "America/Denver"],
  ["Omaha", "NE", 41.26, -95.93, "America/Chicago"],
  ["Goodland", "KS", 39.35, -101.71, "America/Denver"],
  ["Dickinson", "ND", 46.88, -102.79, "America/Denver"],
  ["Fargo", "ND", 46.88, -96.79, "America/Chicago"],
  ["Iron Mountain", "MI", 45.82, -88.07, "America/Menominee"],
  ["Marquette", "MI", 46.54, -87.4, "America/Detroit"],
  ["Adak", "AK", 51.88, -176.65, "America/Adak"],
  ["Fairbanks", "AK", 64.84, -147.72, "America/Anchorage"],
  ["Flagstaff", "AZ", 35.2, -111.65, "America/Phoenix"],
  ["Hilo", "HI", 19.72, -155.09, "Pacific/Honolulu"],
  ["Ponce", "PR", 18.01, -66.61, "America/Puerto_Rico"],
])("%s, %s", (_town, state, lat, lon, zone) => expect(storeTimeZone(state, lat, lon)).toBe(zone));

it("falls back to the state's main zone without coordinates", () => {
  expect(storeTimeZone("TX")).toBe("America/Chicago");
  expect(storeTimeZone("fl", null, null)).toBe("America/New_York");
  expect(storeTimeZone("co")).toBe("America/Denver");
});

it("knows nothing outside the table", () => {
  expect(storeTimeZone("ON", 45, -75)).toBeUndefined();
  expect(storeTimeZone("")).toBeUndefined();
  expect(storeTimeZone(null)).toBeUndefined();
});

it.each(STATE_CENTER_CODES)("%s has a zone Intl knows, at its centre and without coordinates", (code) => {
  const center = stateCenter(code)!;
  for (const zone of [storeTimeZone(code, center.latitude, center.longitude), storeTimeZone(code)]) {
    expect(zone).toBeDefined();
    expect(() => new Intl.DateTimeFormat("en-US", { timeZone: zone })).not.toThrow();
  }
});
