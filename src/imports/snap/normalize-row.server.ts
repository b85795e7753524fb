// Turns a raw USDA row into clean values: spaces collapsed, upper-case names in title case, ZIP+4
// split, leading zeros restored, zero or impossible coordinates dropped, PO boxes refused.
import { ownText } from "../text-file.server.ts";
import type { SnapRawRow } from "./layout.server.ts";
import { toSingleLine } from "../../platform/text.ts";

export interface SnapStore {
  record: string;
  name: string;
  storeType: string | null;
  /** Street address with its suite or unit, as shown on the store page. */
  address: string;
  city: string;
  state: string;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  /** ISO date, or null when the layout carries none. */
  authorizedOn: string | null;
  endedOn: string | null;
}

export type Normalized = { ok: true; store: SnapStore } | { ok: false; reason: string };

/** A store name in title case, without the 'N/A' or 'NONE' USDA appends to some. */
export const storeName = (name: string) => titleCase(name.replace(/\s(?:N\/A|NONE)\s*$/i, ""));

/** Spaces collapsed and trimmed; line breaks and control characters are spaces (issue #43). */
export function clean(text: string): string {
  // Most fields are already clean (printable ASCII, single inner spaces): the 10 million fields of
  // a national file skip the regular expression.
  let space = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      if (space) return toSingleLine(text);
      space = true;
    } else if (c < 33 || c > 126) return toSingleLine(text);
    else space = false;
  }
  return space && text.length > 0 ? toSingleLine(text) : text;
}

/**
 * `fn` remembered per value, for fields with few values (a national file has 700,000 rows and some
 * 40,000 towns and ZIP codes); bounded, so an odd file cannot grow it without end.
 */
export function perValue<T>(fn: (text: string) => T, limit = 100_000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined && !known.has(text)) {
      value = fn(text);
      // Kept as its own copy: a field is a view into its piece of the file (`ownText`).
      if (known.size < limit) known.set(ownText(text), value);
    }
    return value as T;
  };
}

// Words kept in capitals: they are initials, not words (all-consonant words are kept as well).
const UPPER = new Set(["IGA", "USA", "BBQ", "LLC", "II", "III", "IV", "NE", "NW", "SE", "SW", "USDA", "AMPM", "DBA"]);
// Abbreviations written as words ('St', 'Mkt'), though they have no vowel.
const ABBREVIATIONS = new Set(
  "ST RD DR LN CT PL BLVD HWY PKWY STE MKT JR SR MT FT PLZ SQ TRL CIR TPKE XNG XING BLDG FWY NR CTR".split(" "),
);
const LOWER = new Set(["of", "and", "the", "de", "la", "del", "los", "las", "y", "a", "at", "on", "in", "for"]);

function titleWord(word: string, first: boolean, address: boolean): string {
  const lower = word.toLowerCase();
  if (UPPER.has(word)) return word;
  if (!first && !address && LOWER.has(lower)) return lower;
  if (/^[A-Z]{2,4}$/.test(word) && !/[AEIOUY]/.test(word) && !ABBREVIATIONS.has(word)) return word; // CVS, BP
  if (/^\d+(st|nd|rd|th)$/i.test(word)) return lower; // 1st, 42nd
  if (/^#|^\d+[A-Z]$|^[A-Z]+\d/.test(word)) return word; // store numbers: '#L-00331', '24483C'
  // Capitalise after a start, a hyphen, a slash, '&', or 'Mc'; keep "Joe's" (not "Joe'S").
  return lower
    .replace(/(^|[-/&(."])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/^(O')([a-z])/i, (_, o: string, letter: string) => o + letter.toUpperCase())
    .replace(/^(Mc)([a-z])/, (_, mc: string, letter: string) => mc + letter.toUpperCase());
}

/**
 * Title case for names and addresses written all in capitals; mixed-case text is left alone. In an
 * address 'N' and 'A' are a direction and a street, not the small words of 'Stop N Go'.
 */
export function titleCase(text: string, { address = false } = {}): string {
  const value = clean(text);
  if (/[a-z]/.test(value)) return value;
  return value
    .split(" ")
    .map((word, i) => titleWord(word, i === 0, address))
    .join(" ");
}

const PO_BOX = /^(?:p\.?\s*o\.?\s*box|post\s+office\s+box|box\s+\d|pob\s+\d|general delivery)/i;
export const isPoBox = (address: string) => PO_BOX.test(clean(address));

/** Five-digit ZIP code, with leading zeros a spreadsheet dropped put back; null when unusable. */
export function zip5(zip: string): string | null {
  const digits = clean(zip).split("-")[0]!.replace(/\s/g, "");
  if (!/^\d{3,9}$/.test(digits)) return null;
  if (digits.length === 9) return digits.slice(0, 5);
  if (digits.length > 5) return null;
  const padded = digits.padStart(5, "0");
  return padded === "00000" ? null : padded;
}

export function coordinate(text: string, limit: number): number | null {
  const value = Number(clean(text));
  if (!clean(text) || !Number.isFinite(value) || value === 0 || Math.abs(value) > limit) return null;
  return value;
}

// A national file has 1.4 million dates and about 13,000 different ones: each is read once.
const DATES = new Map<string, string | null>();
const MAX_DATES = 50_000;

/** An ISO date from 'MM/DD/YYYY', 'YYYY-MM-DD' or 'YYYY/MM/DD' (a time part is ignored); else null. */
export function isoDate(text: string): string | null {
  if (text === "") return null;
  const plain = plainDate(text);
  if (plain !== undefined) return plain;
  const known = DATES.get(text);
  if (known !== undefined) return known;
  const date = readDate(text);
  if (DATES.size < MAX_DATES) DATES.set(ownText(text), date);
  return date;
}

const digit = (text: string, at: number) => {
  const c = text.charCodeAt(at) - 48;
  return c >= 0 && c <= 9 ? c : NaN;
};
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (y: number, m: number) =>
  m === 2 && ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0) ? 29 : DAYS[m - 1]!;

/**
 * The two spellings of almost every date in USDA's files, 'YYYY-MM-DD' and 'MM/DD/YYYY', read
 * without a regular expression or a lookup; undefined for any other text (`readDate` reads it).
 */
function plainDate(text: string): string | null | undefined {
  if (text.length !== 10) return undefined;
  const iso = text.charCodeAt(4) === 45 && text.charCodeAt(7) === 45;
  const us = text.charCodeAt(2) === 47 && text.charCodeAt(5) === 47;
  if (!iso && !us) return undefined;
  const [y0, m0, d0] = iso ? [0, 5, 8] : [6, 0, 3];
  const y = digit(text, y0) * 1000 + digit(text, y0 + 1) * 100 + digit(text, y0 + 2) * 10 + digit(text, y0 + 3);
  const m = digit(text, m0) * 10 + digit(text, m0 + 1);
  const d = digit(text, d0) * 10 + digit(text, d0 + 1);
  // Years before 1000 take `readDate`'s way (Date reads years below 100 as 19xx).
  if (!(y >= 1000) || !(m >= 1 && m <= 12) || !(d >= 1)) return undefined;
  if (d > daysIn(y, m)) return null;
  // One string per day, shared by all its rows (1.4 million dates, a few thousand days).
  const day = y >= FIRST_YEAR && y < FIRST_YEAR + 200 ? (y - FIRST_YEAR) * 372 + (m - 1) * 31 + (d - 1) : -1;
  let date = day >= 0 ? DAYS_SEEN[day] : undefined;
  if (date === undefined) {
    date = iso ? ownText(text) : `${text.slice(6, 10)}-${text.slice(0, 2)}-${text.slice(3, 5)}`;
    if (day >= 0) DAYS_SEEN[day] = date;
  }
  return date;
}
const FIRST_YEAR = 1900;
const DAYS_SEEN: (string | undefined)[] = new Array<string | undefined>(200 * 372).fill(undefined);

function readDate(text: string): string | null {
  const value = clean(text);
  let y: number, m: number, d: number;
  let match = value.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})\b/);
  if (match) [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = value.match(/^(\d{4})[-/](\d{1,2})[-/](\d{1,2})\b/)))
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** A ZIP code field's five digits, once per different field. */
export const zipOf = perValue(zip5);
// A town's name in title case, once per different spelling.
const townName = perValue((text) => ownText(titleCase(text)));
// USDA's few dozen store types, each one shared string.
const storeTypeName = perValue((text) => ownText(clean(text)) || null);

/** `zip` is the row's ZIP code when the caller has already read it (`zipOf`). */
export function normalizeRow(raw: SnapRawRow, zip = zipOf(raw.zip)): Normalized {
  // 'SUNOCO BELLEVUE N/A', 'ROYS PRODUCE NONE': placeholders some exports leave in the name.
  const name = storeName(raw.name);
  if (!name) return { ok: false, reason: "no store name" };
  let street = clean(raw.street);
  let additional = clean(raw.additional);
  if (isPoBox(street) && additional && !isPoBox(additional)) [street, additional] = [additional, ""];
  if (!street) return { ok: false, reason: "no street address" };
  if (isPoBox(street)) return { ok: false, reason: `PO box, no street address ("${street}")` };
  if (isPoBox(additional)) additional = "";
  const state = clean(raw.state).toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) return { ok: false, reason: `no valid state ("${clean(raw.state)}")` };
  const city = townName(raw.city);
  if (!zip && !city) return { ok: false, reason: "neither a ZIP code nor a town" };
  const latitude = coordinate(raw.latitude, 90);
  const longitude = coordinate(raw.longitude, 180);
  const located = latitude !== null && longitude !== null;
  return {
    ok: true,
    store: {
      record: clean(raw.record),
      name,
      storeType: storeTypeName(raw.storeType),
      address: ownText(
        [titleCase(street, { address: true }), titleCase(additional, { address: true })].filter(Boolean).join(", "),
      ),
      city,
      state,
      zip,
      latitude: located ? latitude : null,
      longitude: located ? longitude : null,
      authorizedOn: isoDate(raw.authorizedOn),
      endedOn: isoDate(raw.endedOn),
    },
  };
}
