// The server-side render bundle of the last full build, kept for data-only rebuilds (ADR 027).
// `astro build` compiles every page into one bundle (its "prerender" entry), renders the pages
// with it and deletes it. A full build made by site-builder keeps a copy, with the few build facts
// the bundle reads from Astro's build state (each page's styles, the page-script chunk, the
// integrations' scripts, the output settings), so the next rebuild from the same code can render
// the changed pages with it in a plain Node process: no Vite, no bundling.
//
// The copy lives inside the project (`.astro/render-bundle/`) because the bundle imports the
// project's node_modules by bare name.
import { cpSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface RenderBundleMeta {
  /** The code fingerprint of the build the bundle came from (site-builder's codeFingerprint). */
  fingerprint: string;
  /** The prerender entry's file name inside the bundle folder. */
  entry: string;
  /** Astro's page data by page key: only the styles, which are all the bundle reads of it. */
  pageStyles: Array<[string, unknown[]]>;
  /** Astro's entry-chunk map (the page-script chunk, if any). */
  entrySpecifierToBundleMap: Array<[string, string]>;
  /** Scripts injected by integrations (stage and content). */
  scripts: unknown[];
  /** The output settings the page writer reads. */
  config: {
    base: string;
    site: string | undefined;
    format: string;
    trailingSlash: string;
    compressHTML: boolean;
    redirects: boolean;
    publicDir: string;
  };
  origin: string;
}

export const renderBundleDir = (projectRoot: string) => join(projectRoot, ".astro", "render-bundle");
const metaFile = (bundleDir: string) => join(bundleDir, "render-bundle.json");

/** The kept bundle, if it was made from code with this fingerprint. */
export function readRenderBundle(projectRoot: string, fingerprint: string): RenderBundleMeta | undefined {
  try {
    const meta = JSON.parse(readFileSync(metaFile(renderBundleDir(projectRoot)), "utf8")) as RenderBundleMeta;
    return meta.fingerprint === fingerprint ? meta : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Copies the prerender folder and writes its facts, replacing the kept bundle by rename, so a
 * rebuild reading the old one (under the same build lock, so never at once) sees a whole bundle.
 */
export function keepRenderBundle(projectRoot: string, prerenderDir: string, meta: RenderBundleMeta): void {
  const target = renderBundleDir(projectRoot);
  const next = `${target}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  cpSync(prerenderDir, next, { recursive: true });
  writeFileSync(metaFile(next), JSON.stringify(meta));
  const old = `${target}.old-${process.pid}`;
  rmSync(old, { recursive: true, force: true });
  try {
    renameSync(target, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  renameSync(next, target);
  rmSync(old, { recursive: true, force: true });
}

/**
 * The prerender entry's file in Astro's prerender output folder: the newest one, since a build
 * killed halfway (a stopped `npm start`) leaves its own entry behind, which Astro does not clear.
 */
export function prerenderEntryOf(prerenderDir: string): string | undefined {
  const entries = readdirSync(prerenderDir).filter(
    (name) => name.startsWith("prerender-entry") && name.endsWith(".mjs"),
  );
  const modified = (name: string) => statSync(join(prerenderDir, name)).mtimeMs;
  return entries.sort((a, b) => modified(b) - modified(a))[0];
}
