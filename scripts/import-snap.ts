// Imports USDA SNAP retailer CSVs (any of the three layouts USDA has published):
//   npm run import:snap -- <file.csv>... [--dry-run] [--report <out.csv>] [--farmers-markets]
//                          [--scope small-towns|all] [--as-of YYYY-MM-DD]
// Chains are skipped, licensed banners kept and marked, stores the rules cannot decide wait for an
// admin, towns outside the directory's scope are left out, duplicates update the store they match,
// new independent stores are added in their town (ADR 017, ADR 035). Several files are decided
// together: a name at more than 10 locations across them is a chain. --as-of gives the date USDA's
// data is as of when the file's name has none (else the newest authorisation date is used, ADR 036).
// --dry-run decides every row, writes the report and touches no database. DATABASE_URL unset means
// the embedded PGlite, as for db:seed.
import { closeSync, openSync, writeSync } from "node:fs";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import type { SnapImportResult } from "../src/imports/snap/import-result.server.ts";
import { textFilePieces } from "../src/imports/text-file.server.ts";
import { isoDate } from "../src/imports/snap/normalize-row.server.ts";
import { planSnapFiles, SnapFileError } from "../src/imports/snap/plan.server.ts";
import { reportChunks, summaryText } from "../src/imports/snap/summary.server.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "dry-run": { type: "boolean", default: false },
    report: { type: "string" },
    "farmers-markets": { type: "boolean", default: false },
    scope: { type: "string", default: "small-towns" },
    "as-of": { type: "string" },
  },
});

const usage =
  "usage: npm run import:snap -- <file.csv>... [--dry-run] [--report <out.csv>] [--farmers-markets] [--scope small-towns|all] [--as-of YYYY-MM-DD]";
const scope = values.scope;
const asOf = values["as-of"] === undefined ? null : isoDate(values["as-of"]);
if (
  positionals.length === 0 ||
  (scope !== "small-towns" && scope !== "all") ||
  asOf === undefined ||
  (values["as-of"] !== undefined && !asOf)
) {
  if (values["as-of"] !== undefined && !asOf) console.error(`--as-of: "${values["as-of"]}" is no date (YYYY-MM-DD)`);
  console.error(usage);
  process.exit(2);
}
const file = positionals.join(", ");

const started = performance.now();
let plan;
let current = file;
try {
  const inputs = positionals.map((path) => {
    // A file that cannot be read is named in the message.
    current = path;
    return { name: basename(path), text: textFilePieces(path) };
  });
  current = file;
  plan = planSnapFiles(inputs, { farmersMarkets: values["farmers-markets"], scope, asOf });
} catch (error) {
  const unreadable = (error as NodeJS.ErrnoException).code !== undefined;
  if (!(error instanceof SnapFileError) && !unreadable) throw error;
  console.error(`${current}: ${(error as Error).message}`);
  process.exit(1);
}
const planned = performance.now();

let result: SnapImportResult | undefined;
let writing = 0;
if (!values["dry-run"]) {
  // Loaded only to write: the database client and its engines are a second and 120 MB a dry run
  // does not need.
  const [{ connect }, { migrate }, { env }, { importSnapPlan }] = await Promise.all([
    import("../db/client.ts"),
    import("../db/migrate.ts"),
    import("../src/platform/env.server.ts"),
    import("../src/imports/snap/import-snap.server.ts"),
  ]);
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
if (values.report) {
  const out = openSync(values.report, "w");
  try {
    for (const chunk of reportChunks(plan, result)) writeSync(out, chunk);
  } finally {
    closeSync(out);
  }
}
console.log(summaryText(file, plan, result, seconds));
if (values.report) console.log(`Report: ${values.report} (one line per input row)`);
