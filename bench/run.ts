// npm run bench [-- name...] - runs the benchmarks under bench/ one after another (2 cores: never
// in parallel) and prints their figures.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFigures } from "./lib/summary.ts";

const all = [
  "build",
  "prod-rebuild",
  "search",
  "upvotes",
  "page-weight",
  "lighthouse",
  "load",
  "circulars",
  "photos",
  "expansion",
  "snap-import",
  "digest",
  "day",
];
// Flags (e.g. --100k) go to every chosen benchmark; names choose which run.
const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith("--"));
const names = args.filter((arg) => !arg.startsWith("--"));
const chosen = names.length ? names : all;
const summaryDir = mkdtempSync(join(tmpdir(), "grocers-bench-summary-"));
const summary = join(summaryDir, "figures.jsonl");
for (const name of chosen) {
  if (!all.includes(name)) throw new Error(`Unknown benchmark "${name}". Choose from: ${all.join(", ")}`);
  console.log(`\n== bench/${name}.ts`);
  const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", `bench/${name}.ts`, ...flags], {
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", BENCH_SUMMARY: summary },
  });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
}
// Every headline figure of this run, on this machine: compare rows of one run only.
const figures = readFigures(summary);
rmSync(summaryDir, { recursive: true, force: true });
if (figures.length) {
  console.log("\n== Summary (one run, one machine)");
  console.table(figures);
}
