// The duplicate rule shared by the SNAP import and OSM expansion (ADR 017): a store found again is
// the same store when two of its signs agree: a similar name with the same street address or within
// 150 m, or the same phone number with a similar name, the same address or within 150 m.
import { withoutStoreNumber } from "./chains/store-number.server.ts";
import { tokens } from "./text.server.ts";
import { STREET_WORDS } from "../stores/normalize.server.ts";
import { haversineMetres } from "../towns/haversine.ts";

export interface StoreKeys {
  name: string;
  address: string;
  zipCode?: string | null;
  phone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export const NEAR_METRES = 150;
/** Share of name words two names must have in common to be similar. */
export const NAME_SIMILARITY = 0.6;

const NAME_WORDS: Record<string, string> = {
  mkt: "market",
  mkts: "market",
  supermkt: "supermarket",
  groc: "grocery",
  bros: "brothers",
  intl: "international",
  ctr: "center",
  centre: "center",
  svc: "service",
  ctry: "country",
  saint: "st",
  mount: "mt",
  fort: "ft",
};

// Words that say nothing about which store it is.
const NAME_NOISE = new Set(["inc", "llc", "co", "corp", "corporation", "company", "ltd", "dba", "the"]);

const UNIT =
  /(?:#\s*[\w-]+|\b(?:ste|suite|unit|apt|apartment|bldg|building|spc|space|rm|room|fl|floor|lot|no)\b\.?\s*#?\s*[\w-]+)/gi;

// 'Markets' and 'Market', "Kuhn's" and 'Kuhns' are the same word here.
const stem = (word: string) =>
  word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;

/** Name words: store number, legal form and possessives gone, abbreviations spelled out. */
export function nameKey(name: string): string[] {
  const words = tokens(withoutStoreNumber(name.replace(/['’]s\b/gi, "")))
    .map((w) => NAME_WORDS[w] ?? w)
    .filter((w) => !NAME_NOISE.has(w));
  // 'SUPER MARKET' and 'SUPERMARKET', 'FOOD MART' and 'FOODMART'
  const joined: string[] = [];
  for (const word of words) {
    const last = joined[joined.length - 1];
    if (last && (last === "super" || last === "food" || last === "mini") && ["market", "mart"].includes(word))
      joined[joined.length - 1] = last + word;
    else joined.push(word);
  }
  return joined.map(stem);
}

/** Street address words without the suite or unit, street types and directions abbreviated. */
export function addressKey(address: string): string {
  return tokens(address.replace(UNIT, " "))
    .map((w) => STREET_WORDS[w] ?? w)
    .join(" ");
}

/** Ten digits of a US phone number, or null. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return ten.length === 10 ? ten : null;
}

export function distanceMetres(a: StoreKeys, b: StoreKeys): number | null {
  if (a.latitude == null || a.longitude == null || b.latitude == null || b.longitude == null) return null;
  return haversineMetres(
    { latitude: a.latitude, longitude: a.longitude },
    { latitude: b.latitude, longitude: b.longitude },
  );
}

export function nameSimilarity(a: string, b: string): number {
  const x = new Set(nameKey(a));
  const y = new Set(nameKey(b));
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  // One name inside the other ('Miller's Market' in 'Miller's Market & Deli') counts as similar.
  if (shared === Math.min(x.size, y.size) && shared >= 2) return 1;
  return shared / (x.size + y.size - shared);
}

export interface Match {
  same: boolean;
  reason: string;
}

/** The suite or unit part of an address ('ste 125', '#3'), lower case, or null. 'B-11' and 'B11' are one suite. */
export function unitKey(address: string): string | null {
  const units = address.match(UNIT);
  return units
    ? tokens(units.join(" "))
        .filter((w) => !UNIT_WORDS.has(w))
        .join("") || null
    : null;
}
const UNIT_WORDS = new Set([
  "ste",
  "suite",
  "unit",
  "apt",
  "apartment",
  "bldg",
  "building",
  "spc",
  "space",
  "rm",
  "room",
  "fl",
  "floor",
  "lot",
  "no",
]);

const sameWords = (a: string, b: string) => {
  const [x, y] = [new Set(nameKey(a)), new Set(nameKey(b))];
  return x.size > 0 && x.size === y.size && [...x].every((w) => y.has(w));
};

export function sameStore(a: StoreKeys, b: StoreKeys): Match {
  // Two numbered shops of one owner ('... #1', '... #2') or two suites of one building are two stores.
  const [numberA, numberB] = [storeNumberOf(a.name), storeNumberOf(b.name)];
  if (numberA && numberB && numberA !== numberB) return { same: false, reason: "different store numbers" };
  const [unitA, unitB] = [unitKey(a.address), unitKey(b.address)];
  if (unitA && unitB && unitA !== unitB) return { same: false, reason: "different suites" };
  const similar = nameSimilarity(a.name, b.name) >= NAME_SIMILARITY;
  const zipsAgree = !a.zipCode || !b.zipCode || a.zipCode.slice(0, 5) === b.zipCode.slice(0, 5);
  const sameAddress = zipsAgree && addressKey(a.address) !== "" && addressKey(a.address) === addressKey(b.address);
  const metres = distanceMetres(a, b);
  const near = metres !== null && metres < NEAR_METRES;
  const phone = phoneKey(a.phone);
  const samePhone = phone !== null && phone === phoneKey(b.phone);
  const where = sameAddress ? "same address" : near ? `${Math.round(metres!)} m apart` : null;
  if (samePhone && (similar || where)) return { same: true, reason: `same phone, ${similar ? "similar name" : where}` };
  if (similar && sameAddress) return { same: true, reason: "similar name, same address" };
  // Distance alone is weaker evidence than an address: the names must then be the same words.
  if (near && sameWords(a.name, b.name)) return { same: true, reason: `same name, ${where}` };
  return { same: false, reason: similar ? "similar name elsewhere" : "different name" };
}

/** The trailing number of a name ('#2', '41'), or null. */
function storeNumberOf(name: string): string | null {
  const base = withoutStoreNumber(name);
  const rest = name.trim().slice(base.length).replace(/\D/g, "");
  return rest ? String(Number(rest)) : null;
}
