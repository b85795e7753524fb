// Imports a USDA SNAP retailer CSV (any of the three layouts USDA has published):
//   npm run import:snap -- <file.csv> [--dry-run] [--report <out.csv>] [--farmers-markets]
// Chains are skipped, licensed banners kept and marked, duplicates update the store they match,
// new independent stores are added in their town (ADR 017). --dry-run decides every row, writes the
// report and touches no database. DATABASE_URL unset means the embedded PGlite, as for db:seed.
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { connect } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { env } from "../src/config/env.ts";
import { importSnapPlan, type SnapImportResult } from "../src/server/imports/snap/import-snap.ts";
import { planSnapFile, SnapFileError } from "../src/server/imports/snap/plan.ts";
import { reportCsv, summaryText } from "../src/server/imports/snap/summary.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "dry-run": { type: "boolean", default: false },
    report: { type: "string" },
    "farmers-markets": { type: "boolean", default: false },
  },
});

const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error("usage: npm run import:snap -- <file.csv> [--dry-run] [--report <out.csv>] [--farmers-markets]");
  process.exit(2);
}

const started = performance.now();
let plan;
try {
  plan = planSnapFile(readFileSync(file, "utf8"), { farmersMarkets: values["farmers-markets"] });
} catch (error) {
  const unreadable = (error as NodeJS.ErrnoException).code !== undefined;
  if (!(error instanceof SnapFileError) && !unreadable) throw error;
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(1);
}
const planned = performance.now();

let result: SnapImportResult | undefined;
let writing = 0;
if (!values["dry-run"]) {
  const connection = await connect(env().DATABASE_URL);
  try {
    await migrate(connection.db, connection.kind);
    const ready = performance.now();
    result = await importSnapPlan(connection.db, plan);
    writing = (performance.now() - ready) / 1000;
    console.log(`Wrote to ${connection.kind} in ${writing.toFixed(2)} s.`);
  } finally {
    await connection.close();
  }
}
// Connecting and migrating are not the import's own work: the rate leaves them out.
const seconds = (planned - started) / 1000 + writing;
if (values.report) writeFileSync(values.report, reportCsv(plan, result));
console.log(summaryText(file, plan, result, seconds));
if (values.report) console.log(`Report: ${values.report} (one line per input row)`);
