// npm run bench -- build: full static build time, pages per second and peak memory, at the default
// dataset and at 15,000 stores, with /cities' raw size and the heaviest town page's gzip size.
// Each size gets its own throwaway embedded database.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate } from "../db/migrate.ts";
import { seedDatabase } from "../db/seed/seed.ts";
import { startEmbeddedDb } from "../scripts/lib/embedded-db.ts";
import { runAstroBuild } from "../scripts/lib/site-builder.ts";
import { connect } from "../db/client.ts";
import { samplePeakRss } from "./lib/memory.ts";
import { siteWeights } from "./lib/site-weight.ts";

const sizes: Array<{ label: string; stores?: number }> = [
  { label: "default" },
  { label: "15k stores", stores: 15_000 },
];

function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".html")).length;
}

const rows = [];
for (const size of sizes) {
  const root = mkdtempSync(join(tmpdir(), "grocers-bench-"));
  const embedded = await startEmbeddedDb(join(root, "pglite"));
  const connection = await connect(embedded.url);
  await migrate(connection.db, connection.kind);
  const seedStart = performance.now();
  const counts = await seedDatabase(connection.db, size.stores ? { stores: size.stores } : {});
  const seedSeconds = (performance.now() - seedStart) / 1000;
  await connection.close();

  const outDir = join(root, "site");
  let sampler: { stop: () => number } | undefined;
  const started = performance.now();
  await runAstroBuild(process.cwd(), outDir, embedded.url, (pid) => (sampler = samplePeakRss(pid)));
  const seconds = (performance.now() - started) / 1000;
  const peakMb = sampler?.stop() ?? 0;
  const pages = countPages(outDir);
  rows.push({
    dataset: size.label,
    cities: counts.cities,
    stores: counts.stores,
    "seed s": seedSeconds.toFixed(1),
    pages,
    "build s": seconds.toFixed(1),
    "pages/s": (pages / seconds).toFixed(0),
    "peak RSS MB": peakMb,
    ...siteWeights(outDir),
  });
  await embedded.stop();
  rmSync(root, { recursive: true, force: true });
}
console.table(rows);
