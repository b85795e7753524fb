// Builds the static site into a fresh folder and swaps it in atomically: `dist` is a symlink
// replaced by rename(2), so a request never sees a half-written site. A rebuild from the same code
// renders only the pages whose data changed and hard-links the rest from the live build, which it
// only reads (src/server/site-data/reuse-pages.ts, ADR 025); it does so without `astro build`,
// with the render bundle the last full build kept (scripts/render-changed-pages.ts, ADR 027).
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { rm } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { withBuildLock } from "./build-lock.ts";
import { readRenderBundle } from "./render-bundle.ts";

let running: ChildProcess | undefined;

/** Stops a build in progress (on shutdown), so it does not write into folders being removed. */
export function cancelBuild(): void {
  running?.kill("SIGTERM");
}

export interface BuildResult {
  dir: string;
  seconds: number;
  /** Rendered with the kept render bundle, without `astro build`. */
  fast: boolean;
}

const keysDirOf = (buildDir: string) => `${buildDir}.keys`;

/** Folders whose files the pages and their render bundle are made from. */
const CODE_DIRS = ["src", "db", "public", join("scripts", "lib")];

/**
 * What the pages are made from besides their data: the source files (by path, size and time),
 * the public files, the Astro config, the lockfile and the site's address. Pages and the kept
 * render bundle are reused only between builds with the same fingerprint; anything else renders
 * every page with a full `astro build`.
 */
function codeFingerprint(projectRoot: string): string {
  const hash = createHash("sha256");
  hash.update(process.env.SITE_URL ?? "");
  const files = ["astro.config.mjs", "package-lock.json"];
  for (const dir of CODE_DIRS)
    for (const entry of readdirSync(join(projectRoot, dir), { recursive: true })) files.push(join(dir, String(entry)));
  for (const file of files.sort()) {
    const stat = statSync(join(projectRoot, file), { throwIfNoEntry: false });
    if (stat?.isFile()) hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** The newest earlier build made from the same code, whose unchanged pages the next build may link. */
function reusableBuild(buildsDir: string, fingerprint: string): string | undefined {
  const builds = readdirSync(buildsDir)
    .filter((name) => /^site-\d+$/.test(name))
    .sort((a, b) => Number(b.slice(5)) - Number(a.slice(5)));
  const latest = builds[0] && join(buildsDir, builds[0]);
  if (!latest) return undefined;
  try {
    return readFileSync(join(keysDirOf(latest), "fingerprint"), "utf8") === fingerprint ? latest : undefined;
  } catch {
    return undefined;
  }
}

export interface SiteBuildOptions {
  /** The symlink swapped to the new build; the default is the project's dist. */
  distLink?: string;
  onStart?: (pid: number) => void;
}

export async function buildSite(
  projectRoot: string,
  dataRoot: string,
  databaseUrl: string,
  { distLink = join(projectRoot, "dist"), onStart }: SiteBuildOptions = {},
): Promise<BuildResult> {
  const buildsDir = join(dataRoot, "builds");
  mkdirSync(buildsDir, { recursive: true });
  const fingerprint = codeFingerprint(projectRoot);
  const reuse = reusableBuild(buildsDir, fingerprint);
  const outDir = join(buildsDir, `site-${Date.now()}`);
  const started = performance.now();
  const build = { reuseBuildDir: reuse, onStart, fingerprint };
  let fast = false;
  if (reuse && readRenderBundle(projectRoot, fingerprint)) {
    try {
      await withBuildLock(projectRoot, () => spawnBuild(projectRoot, outDir, databaseUrl, build, "pages"));
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
  writeFileSync(join(keysDirOf(outDir), "fingerprint"), fingerprint);
  swapIn(distLink, outDir);
  const seconds = (performance.now() - started) / 1000;
  // After the swap, and not waited for: the page is live already.
  removeOldBuilds(buildsDir, outDir).catch((error) => console.warn(`Old builds not removed: ${error}`));
  return { dir: outDir, seconds, fast };
}

export interface AstroBuildOptions {
  /** An earlier build from the same code: its unchanged pages are linked, not rendered. */
  reuseBuildDir?: string;
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

export function runAstroBuild(
  projectRoot: string,
  outDir: string,
  databaseUrl: string,
  { heapMb = BUILD_HEAP_MB, ...options }: AstroBuildOptions & { heapMb?: number } = {},
): Promise<void> {
  return withBuildLock(projectRoot, async () => {
    try {
      await spawnBuild(projectRoot, outDir, databaseUrl, options, "astro", heapMb);
    } catch (error) {
      if (!(error instanceof OutOfHeap)) throw error;
      // A larger dataset makes a slower build, never a failed one.
      console.warn(`The build ran out of its ${heapMb} MB heap; building again without the cap.`);
      rmSync(outDir, { recursive: true, force: true });
      await spawnBuild(projectRoot, outDir, databaseUrl, options, "astro");
    }
  });
}

/** `astro build`, or the data-only rebuild with the kept render bundle ("pages"). */
function spawnBuild(
  projectRoot: string,
  outDir: string,
  databaseUrl: string,
  { reuseBuildDir, onStart, fingerprint }: AstroBuildOptions,
  kind: "astro" | "pages",
  heapMb?: number,
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
        DATABASE_URL: databaseUrl,
        ASTRO_TELEMETRY_DISABLED: "1",
        REUSE_BUILD_DIR: reuseBuildDir ?? "",
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
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    running = child;
    if (child.pid) onStart?.(child.pid);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (running === child) running = undefined;
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
