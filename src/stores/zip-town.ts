// The town a ZIP code puts a new listing in, shown on the listing form before it is sent (issue #49):
// GET /api/zip-codes/{zip} answers from the same offline data the listing itself uses. No zod here:
// the listing form's island imports it.
export interface ZipTownJson {
  zipCode: string;
  city: string;
  state: string;
}

export const UNKNOWN_ZIP_CODE = "We couldn't find that ZIP code. Please check it and try again.";

/** The first five digits of what was typed, once there are five; else null. */
export function zipFive(typed: string): string | null {
  return /^\s*(\d{5})(?:-\d{0,4})?\s*$/.exec(typed)?.[1] ?? null;
}

export const zipTownPath = (zip: string) => `/api/zip-codes/${encodeURIComponent(zip)}`;

/** The hint under the form's ZIP field once the town is known. */
export const zipTownHint = (town: ZipTownJson) =>
  `ZIP code ${town.zipCode} is in ${town.city}, ${town.state}: the store will be listed there.`;
