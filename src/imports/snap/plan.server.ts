// The decision for every row of one or more USDA SNAP files, before any database work: which
// layout, and per row independent, banner, chain, review, rejected or out of scope, with the reason
// (ADR 017, ADR 035). No row is dropped without one.
import { readCsv, readCsvPieces } from "../csv.server.ts";
import { placeForZip } from "../../towns/place-for-zip.server.ts";
import { townWords } from "../chains/classify.server.ts";
import { decideStore } from "../rules/decide.server.ts";
import { usdaKind } from "../rules/store-types.server.ts";
import { zipInScope, type ScopeAnswer, type ScopeName } from "../../scope/scope.server.ts";
import { nameKeys, NameCounts, type NameKeys } from "./repeated-names.server.ts";
import { detectLayout, KNOWN_HEADERS, type SnapLayoutName } from "./layout.server.ts";
import { clean, isoDate, normalizeRow, perValue, storeName, zip5, type SnapStore } from "./normalize-row.server.ts";
import { oneListingPerStore } from "./same-store.server.ts";
import { Spells } from "./spells.server.ts";
import { ownText } from "../text-file.server.ts";
import type { SnapDecision, SnapPlan, SnapPlanRow, SourceDate, Town } from "./plan-types.server.ts";

interface ZipPlace {
  zip: string | null;
  town: Town | null;
  /** The town's words, for the name rules: worked out here once rather than looked up per row. */
  townWords: readonly string[];
}

// A ZIP code field's five digits and town, once per different field: a national file has 700,000
// rows and some 40,000 ZIP codes. One town object per ZIP code.
function placeOfZipField(field: string): ZipPlace {
  const zip = zip5(field);
  const found = zip ? placeForZip(zip) : null;
  const town = found
    ? { name: found.city, state: found.state, latitude: found.latitude, longitude: found.longitude }
    : null;
  return { zip, town, townWords: town ? townWords(town.name) : [] };
}
const placeOfOtherField = perValue(placeOfZipField);
// Almost every field is five plain digits: found by its number in an array, with no text to hash.
const placeOfFiveDigits = new Array<ZipPlace | undefined>(100_000).fill(undefined);

function zipPlace(field: string): ZipPlace {
  let n = field.length === 5 ? 0 : -1;
  for (let i = 0; i < 5 && n >= 0; i++) {
    const digit = field.charCodeAt(i) - 48;
    n = digit >= 0 && digit <= 9 ? n * 10 + digit : -1;
  }
  if (n < 0) return placeOfOtherField(field);
  return (placeOfFiveDigits[n] ??= placeOfZipField(field));
}

/** The town of a row's ZIP code (`zipPlace`), else of its own town name (its state and coordinates). */
function townFor(
  place: ZipPlace,
  city: string,
  state: string,
  latitude: number | null,
  longitude: number | null,
): Town | null {
  if (place.town) return place.town;
  return city ? { name: ownText(city), state, latitude, longitude } : null;
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
  /** The file's text, or its pieces as `textFilePieces` reads them. */
  text: string | Iterable<string>;
}

export class SnapFileError extends Error {}

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
  facts: RowFacts = NO_FACTS,
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
    address: facts.address,
    zip: facts.zip,
    authorizedOn: facts.authorizedOn,
    endedOn: facts.endedOn,
    sameStoreAs: undefined,
    byRules: false,
  };
}

/** Where and when a row says its store is, as given. */
interface RowFacts {
  address: string;
  zip: string | null;
  authorizedOn: string | null;
  endedOn: string | null;
}
const NO_FACTS: RowFacts = { address: "", zip: null, authorizedOn: null, endedOn: null };

// One reason string per end date (375,000 of a national file's rows end, on 13,000 dates).
const endedReasons = new Map<string, string>();
function endedReason(date: string): string {
  let reason = endedReasons.get(date);
  if (reason === undefined) endedReasons.set(date, (reason = `SNAP authorisation ended ${date}`));
  return reason;
}

/**
 * What the passes over every row need, by row index across all files, in arrays rather than an
 * object per row: a national file has 700,000 rows.
 */
class Gathered {
  rows: SnapPlanRow[] = [];
  /** A row's cleaned store while it may still be imported; none once its authorisation ended. */
  stores: (SnapStore | undefined)[] = [];
  /** The keys its name is counted under, for the rows with a store. */
  keys: (NameKeys | undefined)[] = [];
  spells = new Spells();
  names = new NameCounts();
  newestDate: string | null = null;

  /** The newest date of the files, when their name gives none (ADR 036). */
  seeDate(date: string | null): void {
    if (date && (!this.newestDate || date > this.newestDate)) this.newestDate = date;
  }

  push(row: SnapPlanRow, store?: SnapStore, keys?: NameKeys): void {
    this.rows.push(row);
    this.stores.push(store);
    this.keys.push(keys);
  }
}

// USDA has a few dozen store types: each row's is one shared string, not its own view of the file.
const storeTypeOf = perValue((text) => ownText(text.trim()));

function readFile(input: SnapFileInput, gathered: Gathered): SnapLayoutName {
  const records = typeof input.text === "string" ? readCsv(input.text) : readCsvPieces(input.text);
  const first = records.next();
  if (first.done) throw new SnapFileError("The file is empty.");
  const layout = detectLayout(first.value.fields);
  if (!layout) {
    records.return(undefined);
    throw new SnapFileError(
      `Not a USDA SNAP retailer layout. The header was:\n  ${first.value.fields.join(",")}\nexpected one of:\n  ${KNOWN_HEADERS.join("\n  ")}`,
    );
  }
  const offset = gathered.rows.length;
  for (const { line, fields } of records) {
    const index = gathered.rows.length;
    const raw = layout.read(fields, line);
    const record = raw.record;
    const storeType = storeTypeOf(raw.storeType);
    // More fields than the header means an unquoted comma shifted the columns: refuse the row. A
    // trailing empty field (a comma at the end of each line) or a row cut short shifts nothing.
    if (fields.length > layout.width && fields.slice(layout.width).some((f) => f.trim() !== "")) {
      const reason = `${fields.length} fields where the header has ${layout.width} (an unquoted comma?)`;
      gathered.push(planRow(record, line, ownText(clean(raw.name)), storeType, "rejected", reason));
      continue;
    }
    const recordId = layout.hasRecordIds && !record.startsWith("line ") ? record : null;
    // An ended authorisation is never imported: it needs no store, address or coordinates, only
    // what the report, the record's spells and the count of a name's locations read (60% of a
    // national file's rows end).
    const endedOn = isoDate(raw.endedOn);
    // Its ZIP code's five digits and town, looked up once for the row.
    const place = zipPlace(raw.zip);
    if (endedOn) {
      const name = ownText(storeName(raw.name));
      const zip = place.zip;
      const city = clean(raw.city);
      const town = townFor(place, city, clean(raw.state).toUpperCase(), null, null) ?? undefined;
      const authorizedOn = isoDate(raw.authorizedOn);
      const where = recordId ?? `${clean(raw.street)}|${zip ?? city}`;
      gathered.names.count(nameKeys(name, place.town ? place.townWords : city), where);
      gathered.seeDate(authorizedOn);
      gathered.seeDate(endedOn);
      if (recordId) gathered.spells.add(index, recordId, authorizedOn, endedOn, index - offset);
      const address = [clean(raw.street), clean(raw.additional)].filter(Boolean).join(", ");
      const facts = { address, zip, authorizedOn, endedOn };
      gathered.push(planRow(record, line, name, storeType, "rejected", endedReason(endedOn), town, recordId, facts));
      continue;
    }
    const normalized = normalizeRow(raw, place.zip);
    if (!normalized.ok) {
      gathered.push(planRow(record, line, ownText(clean(raw.name)), storeType, "rejected", normalized.reason));
      continue;
    }
    const store = normalized.store;
    store.name = ownText(store.name);
    const town = townFor(place, store.city, store.state, store.latitude, store.longitude) ?? undefined;
    const keys = nameKeys(store.name, place.town ? place.townWords : store.city);
    gathered.names.count(keys, recordId ?? `${store.address}|${store.zip ?? store.city}`);
    gathered.seeDate(store.authorizedOn);
    if (recordId) gathered.spells.add(index, recordId, store.authorizedOn, null, index - offset);
    const facts = { address: store.address, zip: store.zip, authorizedOn: store.authorizedOn, endedOn: null };
    gathered.push(planRow(record, line, store.name, storeType, "independent", "", town, recordId, facts), store, keys);
  }
  return layout.name;
}

function decideRow(
  row: SnapPlanRow,
  store: SnapStore | undefined,
  endedOn: string | null | undefined,
  options: PlanOptions,
): void {
  // An ended authorisation, its record's latest: the store holding the record no longer takes SNAP.
  if (!store) {
    if (endedOn && row.usdaRecordId) row.endedRecordId = row.usdaRecordId;
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
  row.byRules = true;
  if (decided.decision === "banner") row.banner = decided.label;
}

// One answer per ZIP code (a national file has 700,000 rows and some 40,000 ZIP codes).
const scopeAnswers = new Map<string, ScopeAnswer>();
function inScope(zip: string, scope: ScopeName | undefined): ScopeAnswer {
  if (scope === "all") return zipInScope(zip, scope);
  let answer = scopeAnswers.get(zip);
  if (answer === undefined) scopeAnswers.set(zip, (answer = zipInScope(zip, scope)));
  return answer;
}

/** The rows kept so far get what the import needs, or are out: no town, or a ZIP code out of scope. */
function placeRow(row: SnapPlanRow, store: SnapStore | undefined, options: PlanOptions): void {
  if (!store || (row.decision !== "independent" && row.decision !== "banner" && row.decision !== "review")) return;
  if (!row.town) {
    row.decision = "rejected";
    row.reason = `no town for ZIP code "${store.zip ?? ""}"`;
    return;
  }
  // The one scope rule (src/scope/scope.server.ts, ADR 064), on the row's own ZIP code.
  const scope = store.zip
    ? inScope(store.zip, options.scope)
    : { inScope: options.scope === "all", reason: "out of scope: no ZIP code to classify", ruca: null };
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
  const gathered = new Gathered();
  const layouts = [...new Set(inputs.map((input) => readFile(input, gathered)))];
  const { rows, stores, keys, spells, names } = gathered;
  // A record listed again after its authorisation lapsed: only its latest spell says what it is now.
  for (let i = 0; i < rows.length; i++) {
    const latest = spells.supersededBy(i);
    if (latest) {
      rows[i]!.decision = "rejected";
      rows[i]!.reason =
        `an earlier authorisation of record ${latest.record} (its latest began ${latest.from ?? "on an unknown date"})`;
      stores[i] = undefined;
    } else decideRow(rows[i]!, stores[i], spells.endOf(i), options);
  }
  for (let i = 0; i < rows.length; i++) if (stores[i]) names.mark(rows[i]!, keys[i]!);
  // The records of one store: its newest decides, the older ones are imported only as its records.
  oneListingPerStore(rows, (i) => (stores[i] = undefined));
  for (let i = 0; i < rows.length; i++) placeRow(rows[i]!, stores[i], options);
  return {
    layout: layouts.join(" + ") as SnapLayoutName,
    rows,
    sourceDate: sourceDateOf(inputs, gathered.newestDate, options),
  };
}

export function planSnapFile(text: string, options: PlanOptions = {}, name?: string): SnapPlan {
  return planSnapFiles([{ text, name }], options);
}
