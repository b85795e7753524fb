// The production build's cache folder (ADR 047): what one Netlify build leaves for the next, so
// the next renders only new or changed pages. Netlify's build cache carries the folder between
// builds (netlify/plugins/incremental-build-cache restores it before the build command and saves
// it after); this module only reads and writes a folder, so it runs and is tested without Netlify.
//
//   site/                  the previous build's output (hard links to the published files; updated
//                          in place after each build, so a data-only rebuild touches a few files)
//   site.keys/             its page keys and inline-script hashes (ADR 025, 027)
//   site.keys/files.json   every file of site/ and render-bundle/ with its size
//   site.keys/fingerprint  its code fingerprint, written last: no fingerprint, no cache
//   render-bundle/         the render bundle its code made (ADR 027)
//
// A cache is used only whole: same code fingerprint, page keys that read back, every listed file
// present at its size, a render bundle from the same code. Anything else is a full build.
import { existsSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { firstMismatch, syncTree, type FileSizes } from "./link-tree.ts";
import { fingerprintFile, keysDirOf, unusableBecause } from "./previous-build.ts";
import { readRenderBundle, renderBundleDir } from "./render-bundle.ts";

/** The cache folder in the project, as the build plugin names it (netlify/plugins/.../index.js). */
export const DEFAULT_CACHE_DIR = ".build-cache";

const siteDir = (cacheDir: string) => join(cacheDir, "site");
const bundleDir = (cacheDir: string) => join(cacheDir, "render-bundle");
const filesList = (cacheDir: string) => join(keysDirOf(siteDir(cacheDir)), "files.json");

interface CachedFiles {
  site: FileSizes;
  renderBundle: FileSizes;
}

function listedFiles(cacheDir: string): CachedFiles | undefined {
  try {
    const listed = JSON.parse(readFileSync(filesList(cacheDir), "utf8")) as Partial<CachedFiles>;
    return listed.site && listed.renderBundle ? { site: listed.site, renderBundle: listed.renderBundle } : undefined;
  } catch {
    return undefined;
  }
}

function damaged(cacheDir: string, listed: CachedFiles | undefined): string | undefined {
  if (!listed) return "its list of files does not read back";
  const site = firstMismatch(siteDir(cacheDir), listed.site);
  if (site) return `site/${site} is missing or changed`;
  const bundle = firstMismatch(bundleDir(cacheDir), listed.renderBundle);
  return bundle ? `render-bundle/${bundle} is missing or changed` : undefined;
}

export type Restored = { previousDir: string } | { reason: string };

/**
 * The cached build for code with this fingerprint, checked whole, with its render bundle put back
 * where the data-only renderer reads it (`.astro/render-bundle/`, inside the project because the
 * bundle imports node_modules by name); or why there is none.
 */
export function restoreCachedBuild(projectRoot: string, cacheDir: string, fingerprint: string): Restored {
  if (!existsSync(cacheDir)) return { reason: "no build cache" };
  const listed = listedFiles(cacheDir);
  const reason = unusableBecause(siteDir(cacheDir), fingerprint) ?? damaged(cacheDir, listed);
  if (reason) return { reason };
  const target = renderBundleDir(projectRoot);
  // The project may hold this very bundle already (a local run): then it stays as it is.
  const same = readRenderBundle(projectRoot, fingerprint) && !firstMismatch(target, listed!.renderBundle);
  if (!same) syncTree(bundleDir(cacheDir), target);
  if (!readRenderBundle(projectRoot, fingerprint)) return { reason: "the cached render bundle is from other code" };
  return { previousDir: siteDir(cacheDir) };
}

/**
 * Replaces the cache with the build in `outDir` (its keys beside it, in `<outDir>.keys`, which move
 * into the cache) and the project's kept render bundle. The fingerprint goes in last, so a save cut
 * short leaves a cache that the next build refuses.
 */
export function saveBuildToCache(projectRoot: string, cacheDir: string, outDir: string): void {
  const fingerprint = readFileSync(fingerprintFile(outDir), "utf8");
  // The cache is refused from here until the last line: the fingerprint goes first.
  rmSync(keysDirOf(siteDir(cacheDir)), { recursive: true, force: true });
  // The previous build's folder is updated in place: its pages that the build linked stay.
  const site = syncTree(outDir, siteDir(cacheDir));
  const renderBundle = syncTree(renderBundleDir(projectRoot), bundleDir(cacheDir));
  unlinkSync(fingerprintFile(outDir));
  renameSync(keysDirOf(outDir), keysDirOf(siteDir(cacheDir)));
  writeFileSync(filesList(cacheDir), JSON.stringify({ site, renderBundle } satisfies CachedFiles));
  writeFileSync(fingerprintFile(siteDir(cacheDir)), fingerprint);
}
