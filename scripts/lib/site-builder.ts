// Builds the static site into a fresh folder and swaps it in atomically: `dist` is a symlink
// replaced by rename(2), so a request never sees a half-written site. Each data folder keeps one
// Astro cache (build-cache/), so a rebuild renders only the pages whose data changed and copies the
// rest from the previous build (incremental builds, ADR 025).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { dirname, join, relative } from "node:path";

let running: ChildProcess | undefined;

/** Stops a build in progress (on shutdown), so it does not write into folders being removed. */
export function cancelBuild(): void {
  running?.kill("SIGTERM");
}

export interface BuildResult {
  dir: string;
  seconds: number;
}

/** Where the incremental-build cache of a data folder lives. */
export const buildCacheDir = (dataRoot: string) => join(dataRoot, "build-cache");

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
  const outDir = join(buildsDir, `site-${Date.now()}`);
  const started = performance.now();
  await runAstroBuild(projectRoot, outDir, databaseUrl, { cacheDir: buildCacheDir(dataRoot), onStart });
  swapIn(distLink, outDir);
  removeOldBuilds(buildsDir, outDir);
  return { dir: outDir, seconds: (performance.now() - started) / 1000 };
}

export interface AstroBuildOptions {
  /** Astro's cache folder; the default is node_modules/.astro. */
  cacheDir?: string;
  onStart?: (pid: number) => void;
}

export function runAstroBuild(
  projectRoot: string,
  outDir: string,
  databaseUrl: string,
  { cacheDir, onStart }: AstroBuildOptions = {},
): Promise<void> {
  const astro = join(projectRoot, "node_modules", "astro", "bin", "astro.mjs");
  return new Promise((resolve, reject) => {
    // process.execPath is the Node that runs npm scripts (24), whatever the system Node is.
    const child = spawn(process.execPath, [astro, "build", "--silent"], {
      cwd: projectRoot,
      env: {
        ...process.env,
        ASTRO_OUT_DIR: outDir,
        DATABASE_URL: databaseUrl,
        ASTRO_TELEMETRY_DISABLED: "1",
        ...(cacheDir ? { ASTRO_CACHE_DIR: cacheDir } : {}),
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    running = child;
    if (child.pid) onStart?.(child.pid);
    child.on("error", reject);
    child.on("exit", (code) => {
      if (running === child) running = undefined;
      if (code === 0) resolve();
      else reject(new Error(`astro build exited with ${code}`));
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

function removeOldBuilds(buildsDir: string, keep: string): void {
  for (const name of readdirSync(buildsDir)) {
    const path = join(buildsDir, name);
    if (path !== keep) rmSync(path, { recursive: true, force: true });
  }
}
