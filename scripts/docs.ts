// npm run docs: writes the generated pages of docs/: the address-to-code map (docs/routes.md) and the
// decisions' index (docs/decisions/README.md). `npm run docs -- --check` changes nothing and fails
// when either is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adrIndex, decisions, DECISIONS_DIR } from "./lib/adr-index.ts";
import { routeMap, routeTable } from "./lib/route-map.ts";

const pages = [
  { file: join("docs", "routes.md"), text: routeTable(await routeMap()) },
  { file: join(DECISIONS_DIR, "README.md"), text: adrIndex(decisions()) },
];
const check = process.argv.includes("--check");
const stale = pages.filter((page) => readFileSync(page.file, { encoding: "utf8", flag: "a+" }) !== page.text);
for (const page of stale) {
  if (check) console.error(`${page.file} is stale: run npm run docs`);
  else writeFileSync(page.file, page.text);
}
if (check && stale.length > 0) process.exit(1);
console.log(
  check ? "docs are current" : `written: ${stale.map((page) => page.file).join(", ") || "nothing (current)"}`,
);
