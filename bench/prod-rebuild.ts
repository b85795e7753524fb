// npm run bench -- prod-rebuild: the production build as Netlify runs it (ADR 047, 065, 071). Each
// time in a fresh checkout of this working tree at the same path, with Netlify's build cache
// imitated around the build command: a full build, then rebuilds with one more store renamed before
// each. Prints each rebuild's seconds: the build command, and Netlify's cache steps around it.
//
// The imitation of Netlify's cache (ADR 065). Netlify keeps a cache folder (/opt/build/cache) beside
// the checkout, on the same disk. Before the build its buildbot downloads that folder's archive and
// extracts it; the build plugin's `utils.cache.restore` (@netlify/cache-utils) then deletes the
// local path and copies each cached file to it (its default; no digests are involved in a
// restore). After the build the plugin's `utils.cache.remove` and `utils.cache.save(path, { move:
// true })` delete the cached copy and rename the local folder into the cache folder (the
// utilities ignore `digests` when moving); then the buildbot archives the cache folder and uploads
// it. Here: the archive is a plain tar next to the cache folder (no download or upload), the
// copy is cpSync, the move a rename, and cached paths sit under `cwd/` as the utilities put them.
// Each build starts on a settled disk (bench/lib/settle-disk.ts), as on Netlify's fresh build machine.
//   BENCH_SIZES=15000,100000   chooses the store counts ("default" = the sample data, the default)
//   BENCH_REBUILDS=3           one-store rebuilds after the full build (median and spread)
//   TEST_DATABASE_URL          the PostgreSQL server to seed a throwaway database on, as production
//                              reads one; without it the embedded engine
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { eq } from "drizzle-orm";
import { cities, groceryStores } from "../db/schema.ts";
import { CARRIED_DIR, DEFAULT_CACHE_DIR } from "../scripts/lib/build-cache.ts";
import { embeddedBenchDb, postgresBenchDb, type BenchDb } from "./lib/bench-databases.ts";
import { settleDisk } from "./lib/settle-disk.ts";
import { recordFigure } from "./lib/summary.ts";

const sizes = (process.env.BENCH_SIZES ?? "default")
  .split(",")
  .map((s) => (s.trim() === "default" ? undefined : Number(s)));
const label = (stores: number | undefined) => (stores ? `${stores.toLocaleString("en-US")} stores` : "default");
/** Rebuilds after the full build, each with one more store renamed: the figure is their median. */
const REBUILDS = Math.max(1, Number(process.env.BENCH_REBUILDS ?? 3));
const secondsSince = (start: number) => Number(((performance.now() - start) / 1000).toFixed(1));

/** A fresh checkout: this working tree's files (tracked and new, not ignored), node_modules linked. */
function freshCheckout(checkout: string): void {
  rmSync(checkout, { recursive: true, force: true });
  mkdirSync(checkout, { recursive: true });
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  });
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    if (!existsSync(file)) continue;
    mkdirSync(dirname(join(checkout, file)), { recursive: true });
    cpSync(file, join(checkout, file));
  }
  // Netlify builds in a clone; tools that honour .gitignore look for a repository.
  spawnSync("git", ["init", "-q"], { cwd: checkout });
  // As Netlify restores its dependency cache: the same packages, not part of the timing.
  spawnSync("cp", ["-al", "node_modules", join(checkout, "node_modules")]);
}

/** The build command as Netlify runs it; resolves with its output's summary line. */
function buildCommand(checkout: string, db: BenchDb): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "build:production"], {
      cwd: checkout,
      env: { ...process.env, DATABASE_URL: db.url },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      const summary = output.split("\n").find((line) => line.startsWith("Production build:"));
      if (code === 0 && summary) resolve(summary);
      else reject(new Error(`the build command exited with ${code}`));
    });
  });
}

/** The cache steps of one Netlify build, around the build command (see the top of this file). */
function netlifyCache(root: string, checkout: string) {
  const cacheFolder = join(root, "netlify-cache");
  const archive = join(root, "netlify-cache.tar");
  const path = join(DEFAULT_CACHE_DIR, CARRIED_DIR);
  const local = join(checkout, path);
  // The utilities keep a path of the project under `cwd/` in the cache folder.
  const cached = (of: string) => join(cacheFolder, "cwd", of);
  const tar = (args: string[]) => {
    const result = spawnSync("tar", args, { stdio: "inherit" });
    if (result.status !== 0) throw new Error(`tar ${args.join(" ")} exited with ${result.status}`);
  };
  return {
    /** The buildbot extracts the cache folder's archive. */
    extract() {
      rmSync(cacheFolder, { recursive: true, force: true });
      mkdirSync(cacheFolder, { recursive: true });
      if (existsSync(archive)) tar(["-xf", archive, "-C", cacheFolder]);
    },
    /** onPreBuild: utils.cache.restore(".build-cache/pack"), copying. */
    restore() {
      if (!existsSync(cached(path))) return;
      rmSync(local, { recursive: true, force: true });
      cpSync(cached(path), local, { recursive: true });
    },
    /** onPostBuild: utils.cache.remove(".build-cache"), then save(".build-cache/pack", { move: true }). */
    save() {
      rmSync(cached(DEFAULT_CACHE_DIR), { recursive: true, force: true });
      if (!existsSync(local)) return;
      mkdirSync(dirname(cached(path)), { recursive: true });
      renameSync(local, cached(path));
    },
    /** The buildbot archives the cache folder. */
    archive() {
      tar(["-cf", archive, "-C", cacheFolder, "."]);
    },
  };
}

/** One Netlify build: checkout, the cache restored, the build command, the cache saved. */
async function netlifyBuild(root: string, db: BenchDb) {
  const checkout = join(root, "repo");
  freshCheckout(checkout);
  // Each Netlify build runs on a fresh machine: the disk is not still writing back the previous
  // build's 110,000 pages (measured here: 75 us per file created on a quiet disk, 150-900 us behind
  // about 1.3 GB of write-back, ADR 070).
  settleDisk();
  const cache = netlifyCache(root, checkout);
  const timed = (step: () => void) => {
    const start = performance.now();
    step();
    return secondsSince(start);
  };
  const extract = timed(cache.extract);
  const restore = timed(cache.restore);
  const start = performance.now();
  const summary = await buildCommand(checkout, db);
  const build = secondsSince(start);
  const save = timed(cache.save);
  const archive = timed(cache.archive);
  const total = Number((extract + restore + build + save + archive).toFixed(1));
  return { checkout, extract, restore, build, save, archive, total, summary };
}

const rows = [];
for (const stores of sizes) {
  const root = mkdtempSync(join(tmpdir(), "grocers-prod-rebuild-"));
  // Production reads a PostgreSQL server (Neon); the embedded engine answers one query at a time for
  // all the render workers, which a production build never waits on.
  const seed = stores ? { stores } : {};
  const db = (await postgresBenchDb(seed)) ?? (await embeddedBenchDb(seed));
  console.log(`${label(stores)} on ${db.engine}`);
  try {
    const first = await netlifyBuild(root, db);
    // A different store each time, so each rebuild has exactly one change to render.
    const changed = await db.db
      .select({ id: groceryStores.id, name: groceryStores.name, slug: groceryStores.slug, citySlug: cities.slug })
      .from(groceryStores)
      .innerJoin(cities, eq(cities.id, groceryStores.cityId))
      .orderBy(groceryStores.id)
      .limit(REBUILDS);
    if (changed.length < REBUILDS) throw new Error("too few stores to change");
    const totals: number[] = [];
    for (const [i, store] of changed.entries()) {
      const newName = `${store.name} Renamed`;
      await db.db
        .update(groceryStores)
        .set({ name: newName, updatedAt: new Date() })
        .where(eq(groceryStores.id, store.id));
      const next = await netlifyBuild(root, db);
      const page = join(next.checkout, "dist", "grocery-stores", store.citySlug, `${store.slug}.html`);
      if (!readFileSync(page, "utf8").includes(newName)) throw new Error(`rebuild ${i + 1} does not show the change`);
      if (!next.summary.includes("data-only")) throw new Error(`rebuild ${i + 1} was not a data-only rebuild`);
      totals.push(next.total);
      rows.push({
        dataset: `${label(stores)} (${db.engine})`,
        "first build s": first.build,
        rebuild: i + 1,
        "in all s": next.total,
        "extract s": next.extract,
        "restore copy s": next.restore,
        "build command s": next.build,
        "save move s": next.save,
        "archive s": next.archive,
        "cache MB": Number((statSync(join(root, "netlify-cache.tar")).size / 1e6).toFixed(1)),
        "build's own split": next.summary.replace("Production build: ", ""),
      });
    }
    const sorted = [...totals].sort((a, b) => a - b);
    recordFigure(
      `production rebuild, one store changed, ${label(stores)}`,
      `median ${sorted[Math.floor(sorted.length / 2)]} s in all (${sorted[0]}-${sorted.at(-1)} s over ${REBUILDS} rebuilds), Netlify's cache steps included`,
      "<= 30 s at 100,000 stores",
    );
  } finally {
    await db.close();
    rmSync(root, { recursive: true, force: true });
  }
}
console.log("\nA full build, then one-store rebuilds, Netlify's build cache imitated around each (one machine)");
console.table(rows);
