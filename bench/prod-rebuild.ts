// npm run bench -- prod-rebuild: the production build as Netlify runs it (ADR 047). Twice, each
// time in a fresh checkout of this working tree at the same path, with the build cache folder
// restored from the previous build (copied) and saved after it (moved: the build plugin saves with
// the cache utilities' `move` option);
// one store is renamed in between. Prints the second build's seconds: the build command alone
// (the goal's figure) and Netlify's restore and save copies beside it.
//   BENCH_SIZES=15000,100000   chooses the store counts ("default" = the sample data, the default)
//   TEST_DATABASE_URL          the PostgreSQL server to seed a throwaway database on, as production
//                              reads one; without it the embedded engine
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { eq } from "drizzle-orm";
import { cities, groceryStores } from "../db/schema.ts";
import { DEFAULT_CACHE_DIR } from "../scripts/lib/build-cache.ts";
import { embeddedBenchDb, postgresBenchDb, type BenchDb } from "./lib/bench-databases.ts";
import { recordFigure } from "./lib/summary.ts";

const sizes = (process.env.BENCH_SIZES ?? "default")
  .split(",")
  .map((s) => (s.trim() === "default" ? undefined : Number(s)));
const label = (stores: number | undefined) => (stores ? `${stores.toLocaleString("en-US")} stores` : "default");
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

/** One Netlify build: checkout, restore the cache folder, run the build command, save the folder. */
async function netlifyBuild(root: string, db: BenchDb) {
  const checkout = join(root, "repo");
  const netlifyCache = join(root, "netlify-cache");
  freshCheckout(checkout);
  let start = performance.now();
  if (existsSync(netlifyCache)) cpSync(netlifyCache, join(checkout, DEFAULT_CACHE_DIR), { recursive: true });
  const restore = secondsSince(start);
  start = performance.now();
  const summary = await buildCommand(checkout, db);
  const build = secondsSince(start);
  start = performance.now();
  rmSync(netlifyCache, { recursive: true, force: true });
  renameSync(join(checkout, DEFAULT_CACHE_DIR), netlifyCache);
  const save = secondsSince(start);
  return { checkout, restore, build, save, summary };
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
    const [store] = await db.db
      .select({ id: groceryStores.id, name: groceryStores.name, slug: groceryStores.slug, citySlug: cities.slug })
      .from(groceryStores)
      .innerJoin(cities, eq(cities.id, groceryStores.cityId))
      .orderBy(groceryStores.id)
      .limit(1);
    if (!store) throw new Error("no store to change");
    const newName = `${store.name} Renamed`;
    await db.db
      .update(groceryStores)
      .set({ name: newName, updatedAt: new Date() })
      .where(eq(groceryStores.id, store.id));
    const second = await netlifyBuild(root, db);
    const page = join(second.checkout, "dist", "grocery-stores", store.citySlug, store.slug, "index.html");
    if (!readFileSync(page, "utf8").includes(newName)) throw new Error("the second build does not show the change");
    rows.push({
      dataset: `${label(stores)} (${db.engine})`,
      "first build s": first.build,
      "second build s": second.build,
      "second: restore copy s": second.restore,
      "second: save move s": second.save,
      "second build": second.summary.replace("Production build: ", ""),
    });
    recordFigure(
      `production rebuild, one store changed, ${label(stores)}`,
      `${second.build} s (+ ${second.restore} s restore, ${second.save} s save)`,
      "<= 30 s at 100,000 stores",
    );
  } finally {
    await db.close();
    rmSync(root, { recursive: true, force: true });
  }
}
console.log("\nProduction build twice, build cache restored between (one run on this machine)");
console.table(rows);
