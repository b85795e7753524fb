// The decision for every row of a USDA SNAP file, before any database work: which layout, and per
// row independent, banner, chain or rejected, with the reason. No row is dropped without one.
import { classifyStore } from "../chains/classify.ts";
import { withoutStoreNumber } from "../chains/store-number.ts";
import { readCsv } from "../csv.ts";
import { placeForZip } from "../../cities/place-for-zip.ts";
import { tokens } from "../text.ts";
import { detectLayout, KNOWN_HEADERS, type SnapLayoutName } from "./layout.ts";
import { normalizeRow, type SnapStore } from "./normalize-row.ts";
import { skipByName, skipByType, type SkipOptions } from "./skip-rules.ts";

export type SnapDecision = "independent" | "banner" | "chain" | "rejected";

export interface SnapPlanRow {
  /** USDA record id, ObjectId, or 'line N' when the layout has neither. */
  record: string;
  line: number;
  name: string;
  decision: SnapDecision;
  reason: string;
  /** Set for independent and banner rows: what gets imported. */
  store?: SnapStore;
  banner?: string;
  /** The town the store is listed in: its ZIP code's, as for a listing, else the row's own. */
  town?: Town;
  /** USDA's record id, for layouts that have one (the old export has only its own row ids). */
  usdaRecordId?: string | null;
  /** Set on a row whose authorisation ended: the store holding its record no longer takes SNAP. */
  endedRecordId?: string;
}

export interface Town {
  name: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

function townFor(store: SnapStore): Town | null {
  const place = store.zip ? placeForZip(store.zip) : null;
  if (place) return { name: place.city, state: place.state, latitude: place.latitude, longitude: place.longitude };
  return store.city
    ? { name: store.city, state: store.state, latitude: store.latitude, longitude: store.longitude }
    : null;
}

export interface SnapPlan {
  layout: SnapLayoutName;
  rows: SnapPlanRow[];
}

export class SnapFileError extends Error {}

export function planSnapFile(text: string, options: SkipOptions = {}): SnapPlan {
  const records = readCsv(text);
  const first = records.next();
  if (first.done) throw new SnapFileError("The file is empty.");
  const layout = detectLayout(first.value.fields);
  if (!layout) {
    throw new SnapFileError(
      `Not a USDA SNAP retailer layout. The header was:\n  ${first.value.fields.join(",")}\nexpected one of:\n  ${KNOWN_HEADERS.join("\n  ")}`,
    );
  }
  const rows: SnapPlanRow[] = [];
  for (const { line, fields } of records) {
    const raw = layout.read(fields, line);
    const base = { record: raw.record, line, name: raw.name.replace(/\s+/g, " ").trim() };
    // More fields than the header means an unquoted comma shifted the columns: refuse the row. A
    // trailing empty field (a comma at the end of each line) or a row cut short shifts nothing.
    if (fields.length > layout.width && fields.slice(layout.width).some((f) => f.trim() !== "")) {
      rows.push({
        ...base,
        decision: "rejected",
        reason: `${fields.length} fields where the header has ${layout.width} (an unquoted comma?)`,
      });
      continue;
    }
    const row: SnapPlanRow & { ended?: boolean } = { ...base, ...decide(normalizeRow(raw), options) };
    const recordId = layout.hasRecordIds && !row.record.startsWith("line ") ? row.record : null;
    if (row.store) row.usdaRecordId = recordId;
    if (row.ended && recordId) row.endedRecordId = recordId;
    delete row.ended;
    rows.push(row);
  }
  return { layout: layout.name, rows: markNumberedLocations(rows) };
}

/** Names that come with this many different store numbers in one file are a chain's locations. */
export const NUMBERED_LOCATIONS = 3;

// 'RALPHS FRESH FARE 81', '... 55', '... 44': one name numbered again and again is a chain even
// when each number is small and the brand is missing from the brand list.
function markNumberedLocations(rows: SnapPlanRow[]): SnapPlanRow[] {
  const numbers = new Map<string, Set<string>>();
  const keyOf = (name: string) => tokens(withoutStoreNumber(name)).join(" ");
  for (const row of rows) {
    if (row.decision !== "independent") continue;
    const base = withoutStoreNumber(row.name);
    if (base === row.name.trim()) continue;
    const set = numbers.get(keyOf(row.name)) ?? new Set();
    set.add(row.name.trim().slice(base.length).trim());
    numbers.set(keyOf(row.name), set);
  }
  // The chain's unnumbered rows ('KUHN'S MARKET' beside 'KUHN'S MARKET 3', '4', '5') go with it.
  return rows.map((row) => {
    const count = row.decision === "independent" ? (numbers.get(keyOf(row.name))?.size ?? 0) : 0;
    if (count < NUMBERED_LOCATIONS) return row;
    const { store: _store, town: _town, usdaRecordId: _id, ...rest } = row;
    const base = withoutStoreNumber(row.name);
    return { ...rest, decision: "chain", reason: `${count} numbered locations of "${base}" in this file` };
  });
}

function decide(
  normalized: ReturnType<typeof normalizeRow>,
  options: SkipOptions,
): Omit<SnapPlanRow, "record" | "line" | "name"> & { name?: string; ended?: boolean } {
  if (!normalized.ok) return { decision: "rejected", reason: normalized.reason };
  const store = normalized.store;
  const named = { name: store.name };
  if (store.endedOn) {
    return { ...named, decision: "rejected", reason: `SNAP authorisation ended ${store.endedOn}`, ended: true };
  }
  const byType = skipByType(store.storeType, options);
  if (byType) return { ...named, decision: "rejected", reason: byType };
  const chain = classifyStore(store.name);
  if (chain.decision === "chain") return { ...named, decision: "chain", reason: chain.reason };
  const byName = skipByName(store.name, options);
  if (byName) return { ...named, decision: "rejected", reason: byName };
  const town = townFor(store);
  if (!town) return { ...named, decision: "rejected", reason: `no town for ZIP code "${store.zip ?? ""}"` };
  return chain.decision === "banner"
    ? { ...named, decision: "banner", reason: chain.reason, store, town, banner: chain.label }
    : { ...named, decision: "independent", reason: chain.reason, store, town };
}
