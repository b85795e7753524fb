// Page-weight figures from a finished build folder (issue #14's limits): /cities raw and the
// heaviest town page, gzipped, with its largest static part (stores.json) for reference.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function siteWeights(outDir: string) {
  const citiesDir = join(outDir, "cities");
  let largest = { slug: "", gzip: 0, raw: 0 };
  let largestJson = 0;
  // Town pages are cities/{slug}.html (ADR 071); _pending is the shell.
  const townPages = readdirSync(citiesDir).filter((name) => name.endsWith(".html") && !name.startsWith("_"));
  for (const name of townPages) {
    const slug = name.slice(0, -".html".length);
    const html = readFileSync(join(citiesDir, name));
    const gzip = gzipSync(html).length;
    if (gzip > largest.gzip) largest = { slug, gzip, raw: html.length };
    const json = join(citiesDir, slug, "stores.json");
    if (existsSync(json)) largestJson = Math.max(largestJson, gzipSync(readFileSync(json)).length);
  }
  return {
    "/cities KB": kb(statSync(join(outDir, "cities.html")).size),
    "largest town": largest.slug,
    "town KB": kb(largest.raw),
    "town gzip KB": kb(largest.gzip),
    "stores.json gzip KB": kb(largestJson),
  };
}
