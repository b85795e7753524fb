// A generated USDA "Historical SNAP Retailer Locator Data" file of the national file's size and
// shape, for the SNAP import benchmark (issue 26 item 8): about 700,000 rows, 38,000 records listed
// twice (an authorisation that lapsed and resumed, in either order), most rows ended, store types in
// the proportions of the real Hawaii file, chains with store numbers beside independents, real ZIP
// codes, a BOM and CRLF line endings. Deterministic: the same file on every run.
import { createRequire } from "node:module";

const HEADER =
  "Record ID,Store Name,Store Type,Street Number,Street Name,Additional Address,City,State,Zip Code,Zip4,County,Latitude,Longitude,Authorization Date,End Date";

// Store types with their share of rows in the real Hawaii historical file (2,641 rows).
const TYPES: [string, number][] = [
  ["Convenience Store", 1106],
  ["Combination Grocery/Other", 361],
  ["Super Store", 204],
  ["Small Grocery Store", 177],
  ["Medium Grocery Store", 147],
  ["Meat/Poultry Specialty", 135],
  ["Fruits/Veg Specialty", 117],
  ["Farmers' Market", 105],
  ["Seafood Specialty", 74],
  ["Supermarket", 72],
  ["Bakery Specialty", 65],
  ["Large Grocery Store", 34],
  ["Delivery Route", 17],
  ["Unknown", 17],
];
const CHAINS = [
  "Dollar General",
  "7-Eleven",
  "Walmart Supercenter",
  "Family Dollar",
  "Circle K",
  "Kroger",
  "CVS Pharmacy",
  "Food City",
];
// Owners' names made of syllables, so most independents' names are their own, as in USDA's file.
const SYLLABLES = [
  "mil",
  "gar",
  "ngu",
  "john",
  "kim",
  "lo",
  "ol",
  "pat",
  "smi",
  "han",
  "ba",
  "rey",
  "to",
  "ver",
  "san",
  "del",
  "ka",
  "mor",
  "wen",
  "li",
];
const KIND = [
  "Market",
  "Grocery",
  "Country Store",
  "Meat Market",
  "Food Center",
  "Mini Mart",
  "General Store",
  "Supermarket",
  "Produce",
];
const STREETS = ["Main St", "Oak Ave", "Highway 12", "Elm St", "Church Rd", "Market St", "2nd Ave"];

export interface GeneratedFile {
  text: string;
  rows: number;
  records: number;
  twice: number;
}

export function nationalSnapFile({ rows = 700_000, twice = 38_000, seed = 26 } = {}): GeneratedFile {
  // mulberry32: a short LCG repeats its owners' names long before 700,000 rows.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const owner = () => {
    const word = Array.from({ length: 4 }, () => pick(SYLLABLES)).join("");
    return word[0]!.toUpperCase() + word.slice(1);
  };
  const require = createRequire(import.meta.url);
  const codes = Object.values(
    require("zipcodes").codes as Record<
      string,
      { zip: string; city: string; state: string; latitude: number; longitude: number; country: string }
    >,
  ).filter((z) => z.country === "US" && /^[A-Z]{2}$/.test(z.state));
  const typeTotal = TYPES.reduce((sum, [, n]) => sum + n, 0);
  const storeType = () => {
    let n = random() * typeTotal;
    for (const [type, weight] of TYPES) if ((n -= weight) < 0) return type;
    return TYPES[0]![0];
  };
  const date = (from: number, to: number) => {
    const year = from + Math.floor(random() * (to - from + 1));
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  };
  const lines = [HEADER];
  const row = (record: number, fields: string[], from: string, to: string) =>
    lines.push([String(record), ...fields, from, to].join(","));
  const single = rows - 2 * twice;
  for (let record = 1; record <= single + twice; record++) {
    const place = pick(codes);
    const type = storeType();
    const chain = random() < 0.35;
    const name = chain
      ? `${pick(CHAINS)} ${1000 + Math.floor(random() * 30000)}`
      : `${owner()}'s ${pick(KIND)}${random() < 0.1 ? ` ${1 + Math.floor(random() * 3)}` : ""}`;
    const fields = [
      name,
      type,
      String(1 + Math.floor(random() * 9999)),
      pick(STREETS),
      "",
      place.city.toUpperCase(),
      place.state,
      place.zip,
      random() < 0.5 ? String(Math.floor(random() * 9999)).padStart(4, "0") : "",
      "COUNTY",
      random() < 0.1 ? "0.0" : (place.latitude + (random() - 0.5) / 100).toFixed(6),
      random() < 0.1 ? "0.0" : (place.longitude + (random() - 0.5) / 100).toFixed(6),
    ];
    if (record <= single) {
      const ended = random() < 0.6;
      row(record, fields, date(1990, 2022), ended ? date(2023, 2024) : "");
    } else {
      // Lapsed and resumed: the ended spell and the current one, in either order.
      const spells: [string, string][] = [
        [date(1995, 2010), date(2011, 2015)],
        [date(2016, 2024), ""],
      ];
      if (random() < 0.5) spells.reverse();
      for (const [from, to] of spells) row(record, fields, from, to);
    }
  }
  return { text: `\uFEFF${lines.join("\r\n")}\r\n`, rows: lines.length - 1, records: single + twice, twice };
}
