// Builds the static site into a fresh folder and swaps it in atomically: `dist` is a symlink
// replaced by rename(2), so a request never sees a half-written site. A rebuild from the same code
// renders only the pages whose data changed and hard-links the rest from the live build, which it
// only reads (src/site/reuse-pages.server.ts, ADR 025); it does so without `astro build`,
// with the render bundle the last full build kept (scripts/render-changed-pages.ts, ADR 027).
import { spawn, type ChildProcess } from "node:child_process";
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { rm } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join, relative } from "node:path";
import { mergeShardKeys } from "../../src/site/reuse-pages.server.ts";
import { withBuildLock } from "./build-lock.ts";
import { codeFingerprint } from "./code-fingerprint.ts";
import { fingerprintFile, keysDirOf, reusableBuild } from "./previous-build.ts";
import { readRenderBundle } from "./render-bundle.ts";
import { listedStores, shareCount, WORKER_HEAP_MB } from "./render-plan.ts";
import { writeSecurityHeaders } from "./security-headers-integration.ts";

const running = new Set<ChildProcess>();

/** Stops a build in progress (on shutdown), so it does not write into folders being removed. */
export function cancelBuild(): void {
  for (const child of running) child.kill("SIGTERM");
}

export interface BuildResult {
  dir: string;
  seconds: number;
  /** Rendered with the kept render bundle, without `astro build`. */
  fast: boolean;
}

export interface SiteBuildOptions {
  /** The symlink swapped to the new build; the default is the project's dist. */
  distLink?: string;
  onStart?: (pid: number) => void;
  /**
   * The database is npm start's embedded engine, which answers one query at a time in the server's
   * own process: a data-only rebuild then runs as one process, since parallel readers only queue
   * behind each other there (ADR 051).
   */
  embeddedDatabase?: boolean;
}

export async function buildSite(
  projectRoot: string,
  dataRoot: string,
  databaseUrl: string,
  { distLink = join(projectRoot, "dist"), onStart, embeddedDatabase }: SiteBuildOptions = {},
): Promise<BuildResult> {
  const buildsDir = join(dataRoot, "builds");
  mkdirSync(buildsDir, { recursive: true });
  const fingerprint = codeFingerprint(projectRoot);
  const outDir = join(buildsDir, `site-${Date.now()}`);
  const started = performance.now();
  const fast = await buildInto(projectRoot, outDir, databaseUrl, {
    reuseBuildDir: reusableBuild(buildsDir, fingerprint),
    onStart,
    fingerprint,
    changedPageWorkers: embeddedDatabase ? 1 : undefined,
  });
  swapIn(distLink, outDir);
  const seconds = (performance.now() - started) / 1000;
  // After the swap, and not waited for: the page is live already.
  removeOldBuilds(buildsDir, outDir).catch((error) => console.warn(`Old builds not removed: ${error}`));
  return { dir: outDir, seconds, fast };
}

/**
 * Builds into `outDir` (a new folder) and records the code fingerprint beside it, last, which marks
 * the build finished. With a reusable earlier build and a render bundle from the same code, renders
 * only new or changed pages without `astro build` (ADR 027); otherwise, or if that fails, a full
 * `astro build`. Returns whether the data-only path made it. Used by npm start (buildSite) and by
 * the production build (production-build.ts).
 */
export async function buildInto(
  projectRoot: string,
  outDir: string,
  databaseUrl: string | undefined,
  build: AstroBuildOptions & { fingerprint: string; changedPageWorkers?: number },
): Promise<boolean> {
  let fast = false;
  if (build.reuseBuildDir && readRenderBundle(projectRoot, build.fingerprint)) {
    try {
      await withBuildLock(projectRoot, () => renderChangedPages(projectRoot, outDir, databaseUrl, build));
      fast = true;
    } catch (error) {
      // Never worse than before: whatever went wrong, a full build from scratch follows.
      console.warn(`Data-only rebuild failed, running a full build: ${(error as Error).message}`);
      rmSync(outDir, { recursive: true, force: true });
      rmSync(keysDirOf(outDir), { recursive: true, force: true });
    }
  }
  if (!fast) await runAstroBuild(projectRoot, outDir, databaseUrl, build);
  mkdirSync(keysDirOf(outDir), { recursive: true });
  writeFileSync(fingerprintFile(outDir), build.fingerprint);
  return fast;
}

export interface AstroBuildOptions {
  /** An earlier build from the same code: its unchanged pages are linked, not rendered. */
  reuseBuildDir?: string;
  /**
   * The production build cache whose packs hold reuseBuildDir's pages (that folder has only its
   * keys and assets): the render workers write the unchanged pages from it (ADR 070).
   */
  reuseCacheDir?: string;
  onStart?: (pid: number) => void;
  /** Set by site-builder: the build keeps its render bundle under this code fingerprint. */
  fingerprint?: string;
}

/**
 * The full build's heap, in MB. Astro keeps every page's props until the build ends, and an
 * uncapped V8 lets the heap grow long before collecting: 1.9 GB at 100,000 stores. A cap makes it
 * collect sooner; a build that still runs out of it is built again without the cap (ADR 029). At
 * 100,000 stores the heap in use between collections is 350-550 MB.
 */
export const BUILD_HEAP_MB = 640;

class OutOfHeap extends Error {}

/**
 * Render workers of a full build (ADR 051): `astro build` bundles the code and renders the few
 * unkeyed pages, then this many processes render the keyed pages (stores, towns, deals), a share
 * each, one per core. BUILD_RENDER_WORKERS overrides it; 1 renders everything inside astro build.
 */
export function renderWorkerCount(): number {
  const chosen = Number(process.env.BUILD_RENDER_WORKERS);
  if (Number.isInteger(chosen) && chosen >= 1) return chosen;
  return Math.min(availableParallelism(), MAX_RENDER_WORKERS);
}

/** More workers than this each load every store for a smaller share: past it, memory grows faster than speed. */
const MAX_RENDER_WORKERS = 4;

export function runAstroBuild(
  projectRoot: string,
  outDir: string,
  databaseUrl: string | undefined,
  {
    heapMb = BUILD_HEAP_MB,
    workers = renderWorkerCount(),
    ...options
  }: AstroBuildOptions & {
    heapMb?: number;
    workers?: number;
  } = {},
): Promise<void> {
  // Workers render with the bundle astro build keeps, which needs the code fingerprint.
  const parallel = workers > 1 && options.fingerprint ? workers : 0;
  const build = (cap?: number) =>
    parallel
      ? buildWithWorkers(projectRoot, outDir, databaseUrl, options, parallel, cap)
      : spawnBuild(projectRoot, outDir, databaseUrl, options, "astro", cap);
  return withBuildLock(projectRoot, async () => {
    try {
      await build(heapMb);
    } catch (error) {
      if (!(error instanceof OutOfHeap)) throw error;
      // A larger dataset makes a slower build, never a failed one.
      console.warn(`The build ran out of its ${heapMb} MB heap; building again without the cap.`);
      rmSync(outDir, { recursive: true, force: true });
      rmSync(keysDirOf(outDir), { recursive: true, force: true });
      await build();
    }
  });
}

/**
 * A full build with render workers (ADRs 051, 055): astro build bundles the code, keeps the render
 * bundle and renders no page; then the workers render every page, as in a data-only rebuild but
 * with nothing to link: the towns' pages in shares, sized to keep each worker's props inside its heap
 * cap (render-plan.ts, ADR 054), and the other pages in one more process. Then one set of keys and
 * one `_headers` for the whole folder. The workers start after astro build has exited, not beside
 * it: its bundler's memory would add to theirs at the peak.
 */
async function buildWithWorkers(
  projectRoot: string,
  outDir: string,
  databaseUrl: string | undefined,
  options: AstroBuildOptions,
  workers: number,
  heapMb?: number,
): Promise<void> {
  await spawnBuild(projectRoot, outDir, databaseUrl, options, "astro", heapMb, { PAGES_LATER: "1" });
  if (!readRenderBundle(projectRoot, options.fingerprint ?? "")) throw new Error("astro build kept no render bundle");
  const stores = await listedStores(databaseUrl);
  await renderShares(projectRoot, outDir, databaseUrl, options, workers, {
    shares: stores === undefined ? workers : shareCount(stores, workers),
    // Uncapped when the build is being run again after running out of heap.
    heapMb: heapMb && WORKER_HEAP_MB,
  });
  writeSecurityHeaders(outDir, { previousBuild: options.reuseBuildDir, keepHashes: true });
}

/**
 * A data-only rebuild (ADR 027): render workers link the unchanged pages from the previous build and
 * render the rest, and one more process renders every page that is not a town's; then the client scripts
 * and public files, the same code's, are linked from the previous build, and the headers written.
 * Seconds per step go beside the build for the build bench (rebuild-phases.json).
 */
async function renderChangedPages(
  projectRoot: string,
  outDir: string,
  databaseUrl: string | undefined,
  options: AstroBuildOptions & { fingerprint: string; changedPageWorkers?: number },
): Promise<void> {
  const previousDir = options.reuseBuildDir;
  const bundle = readRenderBundle(projectRoot, options.fingerprint);
  if (!previousDir || !bundle) throw new Error("no previous build, or no render bundle from this code");
  const phases: Record<string, number> = {};
  let start = performance.now();
  const phaseDone = (name: string) => {
    phases[name] = Number(((performance.now() - start) / 1000).toFixed(2));
    start = performance.now();
  };
  const workers = options.changedPageWorkers ?? renderWorkerCount();
  await renderShares(projectRoot, outDir, databaseUrl, options, workers);
  phaseDone("render workers");
  linkAssets(previousDir, outDir, bundle.config.publicDir);
  phaseDone("link assets");
  writeSecurityHeaders(outDir, { previousBuild: previousDir, keepHashes: true });
  phaseDone("_headers");
  writeFileSync(join(keysDirOf(outDir), "rebuild-phases.json"), JSON.stringify(phases));
}

/**
 * Runs the render workers, each on its share of the towns (one share each unless `shares` says
 * more), and one more on the pages that are not a town's; then merges their keys. All at once when
 * the shares fit in one round: the other pages' process is small and keeps both cores busy while a
 * share finishes. With more shares than workers, `workers` at a time, since memory is then what counts.
 */
async function renderShares(
  projectRoot: string,
  outDir: string,
  databaseUrl: string | undefined,
  options: AstroBuildOptions,
  workers: number,
  { shares = workers, heapMb }: { shares?: number; heapMb?: number } = {},
): Promise<void> {
  const sharesEnv = Array.from({ length: shares }, (_, index) => ({ RENDER_SHARD: `${index}/${shares}` }));
  // The other pages (home, town list, sitemap...) read every town: one more process, which keys
  // nothing; or, with one worker, that worker reading every town renders them all.
  const processes =
    shares === 1 ? [{ RENDER_UNKEYED: "1" }] : [...sharesEnv, { RENDER_UNKEYED: "1", KEYED_PAGES_LATER: "1" }];
  const waiting = [...processes];
  const runNext = async (): Promise<void> => {
    for (let env = waiting.shift(); env; env = waiting.shift()) {
      await spawnBuild(projectRoot, outDir, databaseUrl, options, "pages", heapMb, env);
    }
  };
  try {
    const atOnce = shares <= workers ? processes.length : workers;
    await Promise.all(Array.from({ length: atOnce }, runNext));
  } catch (error) {
    waiting.length = 0;
    cancelBuild();
    throw error;
  }
  mergeShardKeys(outDir);
}

/** The client build's output and the public files, as the previous build (same code) has them. */
function linkAssets(previousDir: string, outDir: string, publicDir: string): void {
  const filesUnder = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  const assets = [...filesUnder(publicDir), ...filesUnder(join(previousDir, "_astro")).map((f) => join("_astro", f))];
  for (const path of assets) {
    mkdirSync(dirname(join(outDir, path)), { recursive: true });
    linkSync(join(previousDir, path), join(outDir, path));
  }
}

/** `astro build`, or the data-only rebuild with the kept render bundle ("pages"). */
function spawnBuild(
  projectRoot: string,
  outDir: string,
  databaseUrl: string | undefined,
  { reuseBuildDir, reuseCacheDir, onStart, fingerprint }: AstroBuildOptions,
  kind: "astro" | "pages",
  heapMb?: number,
  extraEnv: Record<string, string> = {},
): Promise<void> {
  const args =
    kind === "astro"
      ? [join(projectRoot, "node_modules", "astro", "bin", "astro.mjs"), "build", "--silent"]
      : [join(projectRoot, "scripts", "render-changed-pages.ts"), fingerprint ?? ""];
  return new Promise((resolve, reject) => {
    // process.execPath is the Node that runs npm scripts (24, which runs TypeScript files as they
    // are), whatever the system Node is.
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: {
        ...process.env,
        ASTRO_OUT_DIR: outDir,
        // Unset (a production build with no DATABASE_URL): the pages' own default, as for astro build.
        ...(databaseUrl !== undefined && { DATABASE_URL: databaseUrl }),
        ASTRO_TELEMETRY_DISABLED: "1",
        // As astro build sets it: the bundle imports React by name, and without it React's
        // development build renders pages at about a third of the speed (ADR 051).
        NODE_ENV: "production",
        REUSE_BUILD_DIR: reuseBuildDir ?? "",
        REUSE_CACHE_DIR: reuseCacheDir ?? "",
        BUILD_KEEPS_KEYS: "1",
        RENDER_BUNDLE_FINGERPRINT: fingerprint ?? "",
        // Native memory the build holds but no longer uses (ADR 029): glibc keeps a malloc arena per
        // allocating thread, and Vite's bundler (rolldown, on mimalloc) returns freed pages only on
        // later allocations, which stop when bundling ends, so ~120 MB stayed resident through the
        // page rendering. Two arenas and an immediate purge take about 150 MB off the peak.
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
        MIMALLOC_PURGE_DELAY: process.env.MIMALLOC_PURGE_DELAY ?? "0",
        ...(heapMb && {
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --max-old-space-size=${heapMb}`.trim(),
        }),
        ...extraEnv,
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    running.add(child);
    if (child.pid) onStart?.(child.pid);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      running.delete(child);
      const name = kind === "astro" ? "astro build" : "render-changed-pages";
      if (code === 0) resolve();
      // V8 aborts a process that runs out of heap.
      else if (heapMb && (signal === "SIGABRT" || code === 134)) reject(new OutOfHeap(`${name} ran out of heap`));
      else reject(new Error(`${name} exited with ${code ?? signal}`));
    });
  });
}

function swapIn(dist: string, outDir: string): void {
  // A plain folder from a manual `npm run build` is replaced by the symlink once.
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) rmSync(dist, { recursive: true, force: true });
  const next = `${dist}.next`;
  rmSync(next, { force: true });
  symlinkSync(relative(dirname(dist), outDir), next, "dir");
  renameSync(next, dist);
}

async function removeOldBuilds(buildsDir: string, keep: string): Promise<void> {
  for (const name of readdirSync(buildsDir)) {
    const path = join(buildsDir, name);
    if (path !== keep && path !== keysDirOf(keep)) await rm(path, { recursive: true, force: true });
  }
}
