// Processing a circular at the limits: a 40-page PDF of about 10 MB, parsed, counted and its text
// extracted by the same code as production (src/circulars/inspect-pdf.server.ts). Prints wall time
// and the process's peak resident memory (which includes Node's own baseline).
import { performance } from "node:perf_hooks";
import { makePdf } from "../tests/helpers/pdf.ts";
import { inspectPdf } from "../src/circulars/inspect-pdf.server.ts";

const PAGES = 40;
const TARGET_BYTES = 10 * 1024 * 1024 - 64 * 1024;
// A scanned or exported circular: a full-page image per page (its weight) and about 50 lines of deals.
const deal = (n: number, line: number) => `Page ${n} deal ${line}: Sweet corn 6 for $3, ground beef $4.99/lb`;
const pageText = (n: number) => Array.from({ length: 50 }, (_, line) => deal(n, line + 1)).join("\n");
const imageBytes = Math.floor(TARGET_BYTES / PAGES) - 4 * 1024;

const baseline = process.memoryUsage().rss;
const pdf = makePdf({ pages: PAGES, text: pageText, imageBytes });
const runs: number[] = [];
let result: Awaited<ReturnType<typeof inspectPdf>> | undefined;
for (let i = 0; i < 3; i++) {
  const start = performance.now();
  result = await inspectPdf(pdf);
  runs.push(performance.now() - start);
}
if (!result?.ok) throw new Error(`the bench PDF did not parse: ${JSON.stringify(result)}`);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(`PDF: ${mb(pdf.byteLength)} MB, ${result.pageCount} pages, ${result.text.length} characters of text kept`);
console.log(`inspect (parse + page count + text): ${runs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(", ")}`);
console.log(
  `memory: ${mb(baseline)} MB before, peak ${mb(process.resourceUsage().maxRSS * 1024)} MB resident (whole process)`,
);
