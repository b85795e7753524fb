// One closing table for `npm run bench`: each benchmark records its headline figures beside their
// goal or reference, and bench/run.ts prints them together after the last one. Run alone, a
// benchmark just prints its own tables.
import { appendFileSync, existsSync, readFileSync } from "node:fs";

export interface Figure {
  figure: string;
  now: string;
  "goal / reference": string;
}

/** Adds a figure to the closing table of this `npm run bench` run (BENCH_SUMMARY, set by run.ts). */
export function recordFigure(figure: string, now: string, goal: string): void {
  const file = process.env.BENCH_SUMMARY;
  if (file) appendFileSync(file, `${JSON.stringify({ figure, now, "goal / reference": goal } satisfies Figure)}\n`);
}

export function readFigures(file: string): Figure[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figure);
}
