// Writes src/scope/ruca-codes.json from data/ruca-2010-zip.csv (USDA ERS RUCA codes by ZIP,
// data/SOURCES.md): one character per ZIP code 00000-99999, '1'-'9' for codes 1-9, 'A' for 10, '-'
// for 99 (not coded) and ' ' for a ZIP the file does not list. 100 KB the scope rule reads by index,
// instead of parsing 1.3 MB of CSV in every function that asks (ADR 064).
//   npx tsx scripts/build-ruca-codes.ts
import { readFileSync, writeFileSync } from "node:fs";
import { encodeRucaCode } from "../src/scope/ruca.server.ts";

const lines = readFileSync("data/ruca-2010-zip.csv", "utf8").trim().split(/\r?\n/);
if (lines[0] !== "zip,state,zip_type,ruca_primary,ruca_secondary") throw new Error(`unexpected header: ${lines[0]}`);
const codes = new Array<string>(100_000).fill(" ");
for (const line of lines.slice(1)) {
  const [zip, , , primary] = line.split(",");
  if (!/^\d{5}$/.test(zip ?? "")) throw new Error(`not a ZIP code: ${line}`);
  codes[Number(zip)] = encodeRucaCode(Number(primary));
}
writeFileSync("src/scope/ruca-codes.json", `${JSON.stringify(codes.join(""))}\n`);
console.log(`${lines.length - 1} ZIP codes written to src/scope/ruca-codes.json`);
