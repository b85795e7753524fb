// RUCA codes by ZIP code (USDA ERS, 2010, revised 2019; data/SOURCES.md): 1-3 metropolitan, 4-6
// micropolitan, 7-9 small town, 10 rural, 99 not coded. Read from the compact file
// scripts/build-ruca-codes.ts writes: one character per ZIP code.
import codes from "./ruca-codes.json" with { type: "json" };

/** The file the codes come from, for pages that name their source. */
export const RUCA_SOURCE = {
  name: "USDA Economic Research Service, Rural-Urban Commuting Area codes (2010, ZIP code approximation, revised 2019)",
  url: "https://www.ers.usda.gov/data-products/rural-urban-commuting-area-codes",
  revised: "2019",
} as const;

export function encodeRucaCode(code: number): string {
  if (code === 99) return "-";
  if (code === 10) return "A";
  if (Number.isInteger(code) && code >= 1 && code <= 9) return String(code);
  throw new Error(`not a RUCA code: ${code}`);
}

/** The ZIP code's primary RUCA code (99: not coded), or null when the file does not list it. */
export function rucaCodeOf(zip: string): number | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const char = (codes as string)[Number(zip)];
  if (char === undefined || char === " ") return null;
  if (char === "-") return 99;
  return char === "A" ? 10 : Number(char);
}

/** The class USDA gives a code, in the words a page may use. */
export function rucaClass(code: number): string {
  if (code <= 3) return "metropolitan";
  if (code <= 6) return "micropolitan";
  if (code <= 9) return "small town";
  if (code === 10) return "rural";
  return "not coded";
}
