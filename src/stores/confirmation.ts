// When a listing's details were last confirmed, and by whom (issue 13): every store page says it.
// Stored as grocery_stores.confirmed_at / confirmed_by.
import { calendarDate, storeDate } from "../platform/dates.ts";

/** "lister" (the listing form), "owner" (an approved claim), "admin" (an admin edit) or "import:<source>". */
export type ConfirmedBy = "lister" | "owner" | "admin" | `import:${string}`;

export const SAMPLE_IMPORT: ConfirmedBy = "import:sample dataset";
export const SNAP_IMPORT: ConfirmedBy = "import:USDA SNAP";

function confirmer(by: string): string | null {
  if (by === "lister") return "the person who listed it";
  if (by === "owner") return "the owner";
  if (by === "admin") return "a Small Town Grocers admin";
  return null;
}

// What each import's data is called on a store page (ADR 036).
const SOURCE_DATA: Record<string, string> = {
  "USDA SNAP": "USDA SNAP retailer data",
  OpenStreetMap: "OpenStreetMap data",
  "sample dataset": "the sample dataset",
};

/**
 * "Details last confirmed Nov 3, 2026 by the owner." when a person confirmed them; for details that
 * came from an import, where they came from and how old the source is: "From USDA SNAP retailer
 * data as of Jun 30, 2020." (ADR 036). Only a person confirms. The day is the store's (`timeZone`,
 * issue #49), UTC when its zone is not known: the same at build time and in the browser. Approving
 * a claim or a rename confirms none of the details, so neither changes what this says.
 */
export function confirmationNote(
  confirmedAt: string,
  confirmedBy: string,
  sourceDataDate?: string | null,
  timeZone?: string,
): string | null {
  const at = new Date(confirmedAt);
  if (Number.isNaN(at.getTime())) return null;
  const day = storeDate(at, timeZone);
  if (confirmedBy.startsWith("import:")) {
    const source = confirmedBy.slice("import:".length).trim();
    const data = SOURCE_DATA[source] ?? `${source} data`;
    const asOf = sourceDataDate && !Number.isNaN(Date.parse(`${sourceDataDate}T00:00:00Z`)) ? sourceDataDate : null;
    return asOf ? `From ${data} as of ${calendarDate(asOf)}.` : `From ${data}, imported ${day}.`;
  }
  const who = confirmer(confirmedBy);
  return `Details last confirmed ${day}${who ? ` by ${who}` : ""}.`;
}
export const OSM_IMPORT: ConfirmedBy = "import:OpenStreetMap";

/**
 * What the monthly USDA refresh found (ADR 064), for the store page: when the store was last checked
 * against USDA's SNAP retailer list, or that USDA's newest list says its authorisation ended. Only
 * what USDA's file says: a check is not a visit, and an ended authorisation is not a closure.
 */
export function usdaCheckNote(store: {
  snapCheckedOn?: string | null;
  mayHaveClosedOn?: string | null;
}): string | null {
  if (store.mayHaveClosedOn) {
    const day = calendarDate(store.mayHaveClosedOn);
    return `USDA's SNAP retailer list checked on ${day} says this store's SNAP authorisation ended: it may have closed or changed hands.`;
  }
  if (!store.snapCheckedOn) return null;
  return `Checked against USDA's SNAP retailer list on ${calendarDate(store.snapCheckedOn)}.`;
}
