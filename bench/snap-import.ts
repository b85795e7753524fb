// The USDA SNAP import at national size (issue 26 item 8): a generated historical-locator file of
// about 700,000 rows and 38,000 records listed twice (bench/lib/snap-national-file.ts), dry-run
// through the command a person runs (seconds and the process's peak memory), then imported into a
// fresh PostgreSQL database (rows per second as the command reports them). Goals: a dry run under
// 15 s and 1 GB; an import of at least 3,000 rows/s.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- snap-import
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { POSTGRES_SKIPPED, postgresBenchDb } from "./lib/bench-databases.ts";
import { samplePeakRss } from "./lib/memory.ts";
import { nationalSnapFile } from "./lib/snap-national-file.ts";
import { recordFigure } from "./lib/summary.ts";

const dir = mkdtempSync(join(tmpdir(), "grocers-snap-bench-"));
const file = join(dir, "snap-retailer-locator-national.csv");
const generated = nationalSnapFile();
writeFileSync(file, generated.text);
console.log(
  `Generated ${generated.rows.toLocaleString("en-US")} rows, ${generated.records.toLocaleString("en-US")} records ` +
    `(${generated.twice.toLocaleString("en-US")} listed twice), ${(generated.text.length / 1e6).toFixed(0)} MB`,
);

/** Runs the import command; its output, wall seconds and peak resident memory (MB). */
function importCommand(args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ stdout: string; seconds: number; peakMb: number; code: number | null }>((resolve) => {
    const start = performance.now();
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/import-snap.ts", file, ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const peak = samplePeakRss(child.pid!);
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.on("close", (code) =>
      resolve({ stdout, seconds: (performance.now() - start) / 1000, peakMb: peak.stop(), code }),
    );
  });
}
const summaryOf = (stdout: string) => stdout.split("\nRejected rows")[0]!;

const dry = await importCommand(["--dry-run"]);
console.log(summaryOf(dry.stdout));
console.log(`Dry run: ${dry.seconds.toFixed(1)} s wall (process start included), peak ${dry.peakMb} MB`);
recordFigure("SNAP dry run, 700k rows: seconds", dry.seconds.toFixed(1), "< 15 s (issue 26)");
recordFigure("SNAP dry run, 700k rows: peak memory", `${dry.peakMb} MB`, "< 1 GB (issue 26)");

const pg = await postgresBenchDb({ towns: 4, stores: 40 }, 4);
if (!pg) console.log(POSTGRES_SKIPPED);
else {
  try {
    const run = await importCommand([], { DATABASE_URL: pg.url });
    console.log(summaryOf(run.stdout));
    const rate = run.stdout.match(/([\d.]+) s, (\d+) rows\/s/);
    const wrote = run.stdout.match(/Wrote to \w+ in ([\d.]+) s/);
    console.log(`Import on PostgreSQL: ${run.seconds.toFixed(1)} s wall, exit ${run.code}`);
    recordFigure("SNAP import on PostgreSQL: rows/s", rate?.[2] ?? "failed", ">= 3,000 rows/s (issue 26)");
    recordFigure("SNAP import on PostgreSQL: database writes", wrote ? `${wrote[1]} s` : "failed", "-");
  } finally {
    await pg.close();
  }
}
rmSync(dir, { recursive: true, force: true });
