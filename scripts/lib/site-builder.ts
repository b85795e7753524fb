// Builds the static site into a fresh folder and swaps it in atomically: `dist` is a symlink
// replaced by rename(2), so a request never sees a half-written site. A rebuild from the same code
// renders only the pages whose data changed and hard-links the rest from the live build, which it
// only reads (src/server/site-data/reuse-pages.ts, ADR 025).
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
import { dirname, join, relative } from "node:path";
import { withBuildLock } from "./build-lock.ts";

let running: ChildProcess | undefined;

/** Stops a build in progress (on shutdown), so it does not write into folders being removed. */
export function cancelBuild(): void {
  running?.kill("SIGTERM");
}

export interface BuildResult {
  dir: string;
  seconds: number;
}

const keysDirOf = (buildDir: string) => `${buildDir}.keys`;

/**
 * What the pages are made from besides their data: the source files (by path, size and time),
 * the Astro config, the lockfile and the site's address. Pages are reused only between builds
 * with the same fingerprint; anything else renders every page.
 */
function codeFingerprint(projectRoot: string): string {
  const hash = createHash("sha256");
  hash.update(process.env.SITE_URL ?? "");
  const files = ["astro.config.mjs", "package-lock.json"];
  for (const entry of readdirSync(join(projectRoot, "src"), { recursive: true }))
    files.push(join("src", String(entry)));
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
  await runAstroBuild(projectRoot, outDir, databaseUrl, { reuseBuildDir: reuse, onStart });
  mkdirSync(keysDirOf(outDir), { recursive: true });
  writeFileSync(join(keysDirOf(outDir), "fingerprint"), fingerprint);
  swapIn(distLink, outDir);
  removeOldBuilds(buildsDir, outDir);
  return { dir: outDir, seconds: (performance.now() - started) / 1000 };
}

export interface AstroBuildOptions {
  /** An earlier build from the same code: its unchanged pages are linked, not rendered. */
  reuseBuildDir?: string;
  onStart?: (pid: number) => void;
}

export function runAstroBuild(
  projectRoot: string,
  outDir: string,
  databaseUrl: string,
  { reuseBuildDir, onStart }: AstroBuildOptions = {},
): Promise<void> {
  return withBuildLock(projectRoot, () =>
    spawnAstroBuild(projectRoot, outDir, databaseUrl, { reuseBuildDir, onStart }),
  );
}

function spawnAstroBuild(
  projectRoot: string,
  outDir: string,
  databaseUrl: string,
  { reuseBuildDir, onStart }: AstroBuildOptions,
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
        REUSE_BUILD_DIR: reuseBuildDir ?? "",
        BUILD_KEEPS_KEYS: "1",
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
    if (path !== keep && path !== keysDirOf(keep)) rmSync(path, { recursive: true, force: true });
  }
}
