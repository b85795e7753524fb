// When a listing's details were last confirmed, and by whom (issue 13): every store page says it.
// Stored as grocery_stores.confirmed_at / confirmed_by.

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

// One formatter per time zone for every page: toLocaleDateString builds a new one per call, which
// cost about a third of a millisecond per store page at build time (ADR 025).
const formatters = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone = "UTC"): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric", year: "numeric" });
    formatters.set(timeZone, format);
  }
  return format;
}
const CONFIRMED_DAY = dayFormat();

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
  const day = dayFormat(timeZone).format(at);
  if (confirmedBy.startsWith("import:")) {
    const source = confirmedBy.slice("import:".length).trim();
    const data = SOURCE_DATA[source] ?? `${source} data`;
    const asOf = sourceDataDate ? new Date(`${sourceDataDate}T00:00:00Z`) : null;
    return asOf && !Number.isNaN(asOf.getTime())
      ? `From ${data} as of ${CONFIRMED_DAY.format(asOf)}.`
      : `From ${data}, imported ${day}.`;
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
    const day = CONFIRMED_DAY.format(new Date(`${store.mayHaveClosedOn}T00:00:00Z`));
    return `USDA's SNAP retailer list checked on ${day} says this store's SNAP authorisation ended: it may have closed or changed hands.`;
  }
  if (!store.snapCheckedOn) return null;
  return `Checked against USDA's SNAP retailer list on ${CONFIRMED_DAY.format(new Date(`${store.snapCheckedOn}T00:00:00Z`))}.`;
}
