// USDA's historical file lists a record once per authorisation spell: a store whose authorisation
// lapsed and resumed has an ended row and a current one, in either order. The record's state now is
// its latest spell's (ADR 035): the older rows say nothing about today.

export interface Spell {
  record: string;
  /** Authorisation date (ISO) or null. */
  from: string | null;
  /** End date (ISO) or null while authorised. */
  to: string | null;
}

/**
 * A record id as the map key: USDA's ids are whole numbers, and a 660,000-entry map finds a number
 * faster than a string; any other id ('0123', 'A-7') stays a string, so no two ids share a key.
 */
function recordKey(record: string): string | number {
  if (record.length === 0 || record.length > 9 || record.charCodeAt(0) === 48 /* 0 */) return record;
  let n = 0;
  for (let i = 0; i < record.length; i++) {
    const digit = record.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return record;
    n = n * 10 + digit;
  }
  return n;
}

/**
 * The spells of every row, by row index, kept in arrays rather than an object per row (a national
 * file has 700,000 rows and 660,000 records); each record's latest spell is known as rows are added.
 */
export class Spells {
  private records: (string | undefined)[] = [];
  private from: (string | null)[] = [];
  private to: (string | null)[] = [];
  private order: number[] = [];
  private latest = new Map<string | number, number>();

  /**
   * Row `index`'s spell, in the order of the rows; `order` is the row's place in its own file, the
   * tie-break: the later row wins.
   */
  add(index: number, record: string, from: string | null, to: string | null, order: number): void {
    this.records[index] = record;
    this.from[index] = from;
    this.to[index] = to;
    this.order[index] = order;
    const key = recordKey(record);
    const known = this.latest.get(key);
    if (known === undefined || this.later(index, known)) this.latest.set(key, index);
    this.latestRows = undefined;
  }

  // Which rows are their record's latest, marked once from `latest` after the rows are added: a
  // row is then told apart without looking its record up.
  private latestRows: Uint8Array | undefined;
  private isLatest(index: number): boolean {
    if (!this.latestRows) {
      this.latestRows = new Uint8Array(this.records.length);
      for (const row of this.latest.values()) this.latestRows[row] = 1;
    }
    return this.latestRows[index] === 1;
  }

  /** Row `index`'s spell, if it has one. */
  spell(index: number): Spell | undefined {
    const record = this.records[index];
    return record === undefined ? undefined : { record, from: this.from[index]!, to: this.to[index]! };
  }

  /** The end date of row `index`'s spell: null while authorised, undefined without a spell. */
  endOf(index: number): string | null | undefined {
    return this.records[index] === undefined ? undefined : this.to[index];
  }

  /** The latest spell of row `index`'s record when that is another row's, else undefined. */
  supersededBy(index: number): Spell | undefined {
    const record = this.records[index];
    if (record === undefined || this.isLatest(index)) return undefined;
    return this.spell(this.latest.get(recordKey(record))!);
  }

  /** Whether row `a`'s spell is later than row `b`'s: a later start, then an open spell, then a later row. */
  private later(a: number, b: number): boolean {
    const fromA = this.from[a] ?? "";
    const fromB = this.from[b] ?? "";
    if (fromA !== fromB) return fromA > fromB;
    const toA = this.to[a] ?? null;
    const toB = this.to[b] ?? null;
    if ((toA === null) !== (toB === null)) return toA === null;
    if ((toA ?? "") !== (toB ?? "")) return (toA ?? "") > (toB ?? "");
    return this.order[a]! > this.order[b]!;
  }
}
