// The decision for every row of one or more USDA SNAP files, before any database work: which
// layout, and per row independent, banner, chain, review, rejected or out of scope, with the reason
// (ADR 017, ADR 035). No row is dropped without one.
import { readCsv } from "../csv.ts";
import { placeForZip } from "../../cities/place-for-zip.ts";
import { decideStore } from "../rules/decide.ts";
import { usdaKind } from "../rules/store-types.ts";
import { townInScope, type ScopeAnswer, type ScopeName } from "../scope/scope.ts";
import { NameCounts } from "./repeated-names.ts";
import { detectLayout, KNOWN_HEADERS, type SnapLayoutName } from "./layout.ts";
import { clean, isoDate, normalizeRow, titleCase, zip5, type SnapStore } from "./normalize-row.ts";
import type { SnapRawRow } from "./layout.ts";
import { latestSpells, type Spell } from "./spells.ts";

export type SnapDecision = "independent" | "banner" | "chain" | "review" | "rejected" | "out_of_scope";

export interface SnapPlanRow {
  /** USDA record id, ObjectId, or 'line N' when the layout has neither. */
  record: string;
  line: number;
  name: string;
  decision: SnapDecision;
  reason: string;
  /** USDA's store type as the file gives it ("" when the layout has none). */
  storeType: string;
  /** Set for independent, banner and review rows: what gets imported. */
  store?: SnapStore;
  banner?: string;
  /** The store's town: its ZIP code's, as for a listing, else the row's own. */
  town?: Town;
  /** USDA's record id, for layouts that have one (the old export has only its own row ids). */
  usdaRecordId?: string | null;
  /** Set on a record's latest row when that authorisation ended: its store no longer takes SNAP. */
  endedRecordId?: string;
}

export interface Town {
  name: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

// One town object per ZIP code: a national file has 700,000 rows and 40,000 ZIP codes.
const zipTowns = new Map<string, Town | null>();

function townFor(store: SnapStore): Town | null {
  let place = store.zip ? zipTowns.get(store.zip) : null;
  if (store.zip && place === undefined) {
    const found = placeForZip(store.zip);
    place = found
      ? { name: found.city, state: found.state, latitude: found.latitude, longitude: found.longitude }
      : null;
    zipTowns.set(store.zip, place);
  }
  if (place) return place;
  return store.city
    ? { name: store.city, state: store.state, latitude: store.latitude, longitude: store.longitude }
    : null;
}

export interface SourceDate {
  /** ISO date the source data is as of. */
  date: string;
  /** How it was found: the file's name, the command line, or the newest authorisation in it. */
  from: "file" | "command line" | "newest authorisation";
}

export interface SnapPlan {
  layout: SnapLayoutName;
  rows: SnapPlanRow[];
  /** The date USDA's data is as of, when known (ADR 036). */
  sourceDate: SourceDate | null;
}

export interface PlanOptions {
  /** Farmers markets are skipped unless the import is asked for them. */
  farmersMarkets?: boolean;
  /** 'small-towns' (the default) or 'all'. */
  scope?: ScopeName;
  /** The source data's date given on the command line (ISO). */
  asOf?: string | null;
}

export interface SnapFileInput {
  /** The file's name: USDA dates some exports in it ('..._2020-06-30.csv'). */
  name?: string;
  text: string;
}

export class SnapFileError extends Error {}

function endedStore(raw: SnapRawRow, endedOn: string): SnapStore {
  return {
    record: clean(raw.record),
    name: titleCase(raw.name),
    storeType: clean(raw.storeType) || null,
    address: clean(raw.street),
    city: clean(raw.city),
    state: clean(raw.state).toUpperCase(),
    zip: zip5(raw.zip),
    latitude: null,
    longitude: null,
    authorizedOn: isoDate(raw.authorizedOn),
    endedOn,
  };
}

/**
 * A plan row with every field set from the start: 700,000 rows of one shape, rather than shapes
 * that change as fields are added, are faster to make and read.
 */
function planRow(
  record: string,
  line: number,
  name: string,
  storeType: string,
  decision: SnapDecision,
  reason: string,
  town?: Town,
  usdaRecordId?: string | null,
): SnapPlanRow {
  return {
    record,
    line,
    name,
    decision,
    reason,
    storeType,
    store: undefined,
    banner: undefined,
    town,
    usdaRecordId,
    endedRecordId: undefined,
  };
}

// One reason string per end date (375,000 of a national file's rows end, on 13,000 dates).
const endedReasons = new Map<string, string>();
function endedReason(date: string): string {
  let reason = endedReasons.get(date);
  if (reason === undefined) endedReasons.set(date, (reason = `SNAP authorisation ended ${date}`));
  return reason;
}

/**
 * A row read and cleaned, before its decision: what the later passes over all rows need. A row whose
 * authorisation ended keeps no store: it is never imported (a national file is mostly such rows).
 */
interface Read {
  row: SnapPlanRow;
  store?: SnapStore;
  spell?: Spell;
}

/** What the passes over every row gather while the files are read. */
interface Gathered {
  names: NameCounts;
  newestDate: string | null;
}

function readFile(input: SnapFileInput, gathered: Gathered): { layout: SnapLayoutName; reads: Read[] } {
  const records = readCsv(input.text);
  const first = records.next();
  if (first.done) throw new SnapFileError("The file is empty.");
  const layout = detectLayout(first.value.fields);
  if (!layout) {
    throw new SnapFileError(
      `Not a USDA SNAP retailer layout. The header was:\n  ${first.value.fields.join(",")}\nexpected one of:\n  ${KNOWN_HEADERS.join("\n  ")}`,
    );
  }
  const reads: Read[] = [];
  for (const { line, fields } of records) {
    const raw = layout.read(fields, line);
    const record = raw.record;
    const storeType = raw.storeType.trim();
    // More fields than the header means an unquoted comma shifted the columns: refuse the row. A
    // trailing empty field (a comma at the end of each line) or a row cut short shifts nothing.
    if (fields.length > layout.width && fields.slice(layout.width).some((f) => f.trim() !== "")) {
      const reason = `${fields.length} fields where the header has ${layout.width} (an unquoted comma?)`;
      reads.push({ row: planRow(record, line, clean(raw.name), storeType, "rejected", reason) });
      continue;
    }
    // An ended authorisation is never imported: it needs no title case or address cleaning, only
    // what the report, the record's spells and the count of a name's locations read (60% of a
    // national file's rows end; this is most of a dry run's time saved).
    const endedOn = isoDate(raw.endedOn);
    const normalized: ReturnType<typeof normalizeRow> = endedOn
      ? { ok: true, store: endedStore(raw, endedOn) }
      : normalizeRow(raw);
    if (!normalized.ok) {
      reads.push({ row: planRow(record, line, clean(raw.name), storeType, "rejected", normalized.reason) });
      continue;
    }
    const store = normalized.store;
    const recordId = layout.hasRecordIds && !record.startsWith("line ") ? record : null;
    const town = townFor(store) ?? undefined;
    const row = store.endedOn
      ? planRow(record, line, store.name, storeType, "rejected", endedReason(store.endedOn), town, recordId)
      : planRow(record, line, store.name, storeType, "independent", "", town, recordId);
    gathered.names.count(store, town?.name, recordId);
    for (const date of [store.authorizedOn, store.endedOn])
      if (date && (!gathered.newestDate || date > gathered.newestDate)) gathered.newestDate = date;
    reads.push({
      row,
      store: store.endedOn ? undefined : store,
      spell: recordId
        ? { record: recordId, from: store.authorizedOn, to: store.endedOn, order: reads.length }
        : undefined,
    });
  }
  return { layout: layout.name, reads };
}

function decideRow(read: Read, options: PlanOptions): void {
  const { row, store } = read;
  // An ended authorisation, its record's latest: the store holding the record no longer takes SNAP.
  if (!store) {
    if (read.spell?.to && row.usdaRecordId) row.endedRecordId = row.usdaRecordId;
    return;
  }
  const decided = decideStore({
    name: store.name,
    kind: usdaKind(store.storeType),
    town: row.town?.name ?? store.city,
    state: store.state,
    farmersMarkets: options.farmersMarkets,
  });
  row.decision = decided.decision;
  row.reason = decided.reason;
  if (decided.decision === "banner") row.banner = decided.label;
}

// One answer per town object (the towns of ZIP codes are shared by all their rows).
const scopeAnswers = new WeakMap<Town, ScopeAnswer>();
function inScope(town: Town, scope: ScopeName | undefined): ScopeAnswer {
  if (scope === "all") return townInScope(town, scope);
  let answer = scopeAnswers.get(town);
  if (answer === undefined) scopeAnswers.set(town, (answer = townInScope(town, scope)));
  return answer;
}

/** The rows kept so far get what the import needs, or are out: no town, or a town out of scope. */
function placeRow(read: Read, options: PlanOptions): void {
  const { row, store } = read;
  if (!store || !["independent", "banner", "review"].includes(row.decision)) return;
  if (!row.town) {
    row.decision = "rejected";
    row.reason = `no town for ZIP code "${store.zip ?? ""}"`;
    return;
  }
  const scope = inScope(row.town, options.scope);
  if (!scope.inScope) {
    row.decision = "out_of_scope";
    row.reason = scope.reason;
    return;
  }
  row.store = store;
}

/** An ISO date in a file's name ('..._2020-06-30.csv', '...20200630...'), else null. */
export function dateInFileName(name: string | undefined): string | null {
  const match = (name ?? "").match(/(?:^|\D)(20\d{2})-?(0[1-9]|1[0-2])-?(0[1-9]|[12]\d|3[01])(?:\D|$)/);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

function sourceDateOf(inputs: SnapFileInput[], newest: string | null, options: PlanOptions): SourceDate | null {
  if (options.asOf) return { date: options.asOf, from: "command line" };
  const named = inputs.map((i) => dateInFileName(i.name)).filter((d): d is string => d !== null);
  if (named.length > 0) return { date: named.sort().at(-1)!, from: "file" };
  return newest ? { date: newest, from: "newest authorisation" } : null;
}

export function planSnapFiles(inputs: SnapFileInput[], options: PlanOptions = {}): SnapPlan {
  const gathered: Gathered = { names: new NameCounts(), newestDate: null };
  const files = inputs.map((input) => readFile(input, gathered));
  const reads = files.length === 1 ? files[0]!.reads : files.flatMap((f) => f.reads);
  // A record listed again after its authorisation lapsed: only its latest spell says what it is now.
  const superseded = latestSpells(reads.map((r) => r.spell));
  reads.forEach((read, i) => {
    const latest = superseded.get(i);
    if (latest) {
      read.row.decision = "rejected";
      read.row.reason = `an earlier authorisation of record ${read.spell!.record} (its latest began ${latest.from ?? "on an unknown date"})`;
      read.store = undefined;
    } else decideRow(read, options);
  });
  for (const read of reads) if (read.store) gathered.names.mark(read.row, read.store);
  for (const read of reads) placeRow(read, options);
  const layouts = [...new Set(files.map((f) => f.layout))];
  return {
    layout: layouts.join(" + ") as SnapLayoutName,
    rows: reads.map((r) => r.row),
    sourceDate: sourceDateOf(inputs, gathered.newestDate, options),
  };
}

export function planSnapFile(text: string, options: PlanOptions = {}, name?: string): SnapPlan {
  return planSnapFiles([{ text, name }], options);
}
