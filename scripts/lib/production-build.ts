// The production build (netlify.toml's build command, ADR 047, 065): a full `astro build` the first
// time, and after that a data-only rebuild from the build cache whenever the cache holds a whole
// build of the same code (build-cache.ts restores it; the render workers write its unchanged pages
// from the packs, ADR 070). The output goes to the published folder, a plain folder (Netlify
// uploads only the files whose content changed); the new build then replaces the cache.
import { rmSync } from "node:fs";
import { restoreCachedBuild, saveBuildToCache } from "./build-cache.ts";
import { codeFingerprint } from "./code-fingerprint.ts";
import { keysDirOf } from "./previous-build.ts";
import { buildInto } from "./site-builder.ts";

export interface ProductionBuildOptions {
  projectRoot: string;
  /** The cache folder, whose `pack/` the build plugin restores before the build and saves after it. */
  cacheDir: string;
  /** The published folder. */
  outDir: string;
  /** Unset: the pages' own default (DATABASE_URL, as for `astro build`). */
  databaseUrl?: string;
  /** Tests only: stands for a change of code. */
  fingerprint?: string;
}

export interface ProductionBuildResult {
  /** Rendered only new or changed pages, with the cached build and render bundle. */
  fast: boolean;
  /** Why the build was a full one, when it was. */
  fullBecause?: string;
  /** Seconds per step: checking and restoring the cache, building, saving the cache. */
  seconds: { restore: number; build: number; save: number; total: number };
}

export async function buildForProduction(options: ProductionBuildOptions): Promise<ProductionBuildResult> {
  const { projectRoot, cacheDir, outDir, databaseUrl } = options;
  const started = performance.now();
  const since = (from: number) => Number(((performance.now() - from) / 1000).toFixed(2));
  const fingerprint = options.fingerprint ?? codeFingerprint(projectRoot);
  const restored = restoreCachedBuild(projectRoot, cacheDir, fingerprint);
  const previousDir = "previousDir" in restored ? restored.previousDir : undefined;
  if (!previousDir) {
    console.log(`Full build: ${"reason" in restored ? restored.reason : ""}.`);
    // Nothing in it will be used, and a full build should not find it in the project.
    rmSync(cacheDir, { recursive: true, force: true });
  }
  const restore = since(started);

  const building = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(keysDirOf(outDir), { recursive: true, force: true });
  const fast = await buildInto(projectRoot, outDir, databaseUrl, {
    reuseBuildDir: previousDir,
    reuseCacheDir: previousDir && cacheDir,
    fingerprint,
  });
  const build = since(building);

  const saving = performance.now();
  // After a data-only rebuild only its new and changed files are packed; after a full one, all.
  saveBuildToCache(projectRoot, cacheDir, outDir, { previousDir: fast ? previousDir : undefined });
  const save = since(saving);
  const fullBecause = fast ? undefined : "reason" in restored ? restored.reason : "the data-only rebuild failed";
  return { fast, fullBecause, seconds: { restore, build, save, total: since(started) } };
}
