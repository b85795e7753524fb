// One store, one listing (issue #45, ADR 061): the records a file holds for one store become one
// listing, whose state comes from its NEWEST record by authorisation date, never from file order.
// Records are of one store when they are at the same street address, suite and ZIP code and
// - their names match once store numbers, legal forms and punctuation are set aside (the duplicate
//   rule's name words: 'Rexel Pacific Fish Market LLC' and 'Rexel Pacific Fish Market & Grocery Llc'),
// - or the newer one began where every record of the older store had ended (a successor business:
//   'Kohala Spirits' ended, 'Kohala Grown Market' began),
// - or the newer one is no grocery by type (a convenience store where an old 'Small Grocery Store'
//   record was never ended): the newest record at an address says what is there now.
// Chains are left out: a chain's shop in the same building is another business. The newest record
// decides for the store: the older ones are marked `sameStoreAs` it and are never imported on their
// own, so a row the rules sent to review is not published through an older record of its store.
import { addressKey, sameStore, unitKey } from "../duplicates.server.ts";
import { usdaKind } from "../rules/store-types.server.ts";
import type { SnapPlanRow } from "./plan-types.server.ts";

// An old record may end a few weeks after its successor began (the new owner is authorised first).
const SUCCESSOR_OVERLAP_DAYS = 92;

interface Store {
  rows: number[];
  /** The newest authorisation date among its records ('' when none is known). */
  newest: string;
  /** The latest end date, or null while a record of it is still authorised. */
  endedOn: string | null;
}

const numeric = (record: string) => (/^\d+$/.test(record) ? Number(record) : -1);

/**
 * Which record is newer: by authorisation date, then by USDA's record id (ids grow over time), then
 * the later spell of a record. A layout without dates or ids leaves the rows in their order.
 */
export function newerFirst(a: SnapPlanRow, b: SnapPlanRow): number {
  const [x, y] = [a.authorizedOn ?? "", b.authorizedOn ?? ""];
  if (x !== y) return x < y ? 1 : -1;
  const [m, n] = [numeric(a.record), numeric(b.record)];
  if (m !== n) return n - m;
  return b.line - a.line;
}

const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whether a row takes part: chains and earlier spells of a record (its latest spell speaks) do not. */
function counts(row: SnapPlanRow): boolean {
  return row.decision !== "chain" && !row.reason.startsWith("an earlier authorisation of record") && !!row.address;
}

function addressOf(row: SnapPlanRow): string | null {
  const street = addressKey(row.address);
  return street ? `${street}|${row.zip ?? ""}` : null;
}

/** Two suites of one building are two places; a record that names no suite may be either. */
function sameSuite(a: SnapPlanRow, b: SnapPlanRow): boolean {
  const [x, y] = [unitKey(a.address), unitKey(b.address)];
  return !x || !y || x === y;
}

function belongsTo(store: Store, row: SnapPlanRow, rows: SnapPlanRow[]): "name" | "successor" | "type" | null {
  if (!store.rows.every((i) => sameSuite(rows[i]!, row))) return null;
  const keys = { name: row.name, address: row.address, zipCode: row.zip };
  if (
    store.rows.some(
      (i) => sameStore(keys, { name: rows[i]!.name, address: rows[i]!.address, zipCode: rows[i]!.zip }).same,
    )
  )
    return "name";
  const began = row.authorizedOn;
  if (store.endedOn && began && began >= store.newest && store.endedOn <= daysAfter(began, SUCCESSOR_OVERLAP_DAYS))
    return "successor";
  const kind = usdaKind(row.storeType).class;
  if (began && began > store.newest && (kind === "not-grocery" || kind === "mixed")) return "type";
  return null;
}

/** The stores of the rows at one address, oldest record first. */
function storesAt(indexes: number[], rows: SnapPlanRow[]): Store[] {
  const stores: Store[] = [];
  for (const i of [...indexes].sort((a, b) => newerFirst(rows[b]!, rows[a]!))) {
    const row = rows[i]!;
    // The store it continues: the one whose name it bears; else every business that ended there
    // before it began (its predecessors), else the newest one whose type it replaces.
    const named = stores.find((s) => belongsTo(s, row, rows) === "name");
    const followed = named ? [] : stores.filter((s) => belongsTo(s, row, rows) === "successor");
    const replaced =
      named || followed.length > 0 ? undefined : stores.findLast((s) => belongsTo(s, row, rows) === "type");
    const joined = named ? [named] : followed.length > 0 ? followed : replaced ? [replaced] : [];
    const store: Store = { rows: [i], newest: row.authorizedOn ?? "", endedOn: row.endedOn ?? null };
    for (const earlier of joined) {
      store.rows.push(...earlier.rows);
      if (earlier.newest > store.newest) store.newest = earlier.newest;
      store.endedOn =
        store.endedOn && earlier.endedOn ? (earlier.endedOn > store.endedOn ? earlier.endedOn : store.endedOn) : null;
      stores.splice(stores.indexOf(earlier), 1);
    }
    stores.push(store);
  }
  return stores;
}

/**
 * Marks the older records of each store `sameStoreAs` its newest (the newest still authorised, when
 * one is), with the reason; `drop(i)` is called for each, so the plan imports none of them alone.
 */
export function oneListingPerStore(rows: SnapPlanRow[], drop: (index: number) => void): void {
  const byAddress = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const key = counts(row) ? addressOf(row) : null;
    if (!key) return;
    const list = byAddress.get(key);
    if (list) list.push(i);
    else byAddress.set(key, [i]);
  });
  for (const indexes of byAddress.values()) {
    if (indexes.length < 2) continue;
    for (const store of storesAt(indexes, rows)) {
      if (store.rows.length < 2) continue;
      const newest = [...store.rows].sort((a, b) => newerFirst(rows[a]!, rows[b]!));
      const lead = newest.find((i) => !rows[i]!.endedOn) ?? newest[0]!;
      const leader = rows[lead]!;
      for (const i of store.rows) {
        if (i === lead) continue;
        const row = rows[i]!;
        row.sameStoreAs = lead;
        // Only a row that would be imported is turned away: another keeps its own reason.
        if (row.decision !== "independent" && row.decision !== "banner" && row.decision !== "review") continue;
        row.decision = "rejected";
        row.reason = `an older record of the same store as record ${leader.record} ("${leader.name}", ${
          leader.storeType || "no store type"
        }, authorised ${leader.authorizedOn ?? "on an unknown date"}), which decides`;
        drop(i);
      }
    }
  }
}
