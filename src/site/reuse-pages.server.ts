// Incremental builds without copies (ADR 025). When the build runs after an earlier one made from
// the same code (scripts/lib/site-builder.ts sets REUSE_BUILD_DIR only then), a page whose cacheKey
// equals the key it had in that build is hard-linked from it into the new output folder, and its
// entry is left out of getStaticPaths, so Astro never renders or writes it. Astro writes only the
// pages that are new or changed, each as a new file: nothing in the live build is ever written to,
// and the swap of `dist` stays atomic. A page that disappeared from the data is simply not linked.
//
// Each build keeps its keys beside its folder (`<build>.keys/pages/<route>.json`), so the next build
// compares with exactly the pages the previous folder holds.
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { env } from "../platform/env.server.ts";
import { renderShare } from "./render-share.server.ts";

interface KeyedEntry {
  cacheKey: string;
}

const pageKeysDirOf = (buildDir: string) => join(`${buildDir.replace(/\/$/, "")}.keys`, "pages");

const keysFileOf = (buildDir: string, route: string) => join(pageKeysDirOf(buildDir), `${route}.json`);

function readKeys(buildDir: string, route: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(keysFileOf(buildDir, route), "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

const SHARD_KEYS = /^(.+)~\d+\.json$/;

/**
 * After the render workers of a full build (ADR 051): each wrote its share's keys as
 * `<route>~<i>.json`; the build keeps one file per route, as a single process writes it.
 */
export function mergeShardKeys(buildDir: string): void {
  const dir = pageKeysDirOf(buildDir);
  const shares = new Map<string, string[]>();
  for (const name of readdirSync(dir)) {
    const route = SHARD_KEYS.exec(name)?.[1];
    if (route) shares.set(route, [...(shares.get(route) ?? []), name]);
  }
  for (const [route, names] of shares) {
    const keys: Record<string, string> = {};
    for (const name of names) Object.assign(keys, readKeys(buildDir, name.replace(/\.json$/, "")));
    writeFileSync(keysFileOf(buildDir, route), JSON.stringify(keys));
    for (const name of names) rmSync(join(dir, name));
  }
}

/**
 * Hard-links each path from the previous build into the new one; returns the paths that could not
 * be linked (they render instead). Already linked (getStaticPaths read twice) counts as linked.
 * One call at a time, not through fs promises: at 100,000 stores the promises' round trips through
 * the thread pool left the process idle a third of the time (ADR 052).
 */
function linkFromPrevious(previousDir: string, outDir: string, paths: string[]): Set<string> {
  const failed = new Set<string>();
  for (const path of paths) {
    const target = join(outDir, path);
    try {
      mkdirSync(dirname(target), { recursive: true });
      linkSync(join(previousDir, path), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") failed.add(path);
    }
  }
  return failed;
}

// Shared between the render bundle's copy of this module and the render worker's own (ADR 051).
const TO_RENDER = Symbol.for("small-town-grocers.keyed-pages-to-render");
const PREVIOUS_PAGES = Symbol.for("small-town-grocers.previous-pages-writer");

/** Puts these unchanged pages into `outDir`; returns those it could not (they render instead). */
export type PreviousPagesWriter = (paths: string[], outDir: string) => Set<string>;

/**
 * Where a production rebuild's render worker takes the unchanged pages from: the build cache's packs
 * (ADR 070), whose previous build holds only the keys and assets. Without it, they are hard-linked
 * from the previous build's folder.
 */
export function takePreviousPagesFrom(writer: PreviousPagesWriter): void {
  (globalThis as { [PREVIOUS_PAGES]?: PreviousPagesWriter })[PREVIOUS_PAGES] = writer;
}

/** The keyed pages this process's getStaticPaths returned to render: its towns' new and changed pages. */
export function keyedPagesToRender(): Set<string> {
  const global = globalThis as { [TO_RENDER]?: Set<string> };
  return (global[TO_RENDER] ??= new Set());
}

/**
 * A page's file in the build folder, from its address without the leading slash: "cities/x" is
 * cities/x.html (build.format "preserve", ADR 071); an address with an extension
 * ("cities/x/stores.json") is its own file.
 */
export const pageFileOf = (address: string): string => (/\.[a-z]+$/.test(address) ? address : `${address}.html`);

/**
 * The entries Astro still has to render, of those `load` gives; the others are linked from the
 * previous build.
 * `address` gives an entry's address without the leading slash ("cities/x").
 */
export async function reuseUnchangedPages<T extends KeyedEntry>(
  route: string,
  load: () => Promise<T[]>,
  address: (entry: T) => string,
): Promise<T[]> {
  const file = (entry: T) => pageFileOf(address(entry));
  const { ASTRO_OUT_DIR: outDir, REUSE_BUILD_DIR: previousDir, BUILD_KEEPS_KEYS, KEYED_PAGES_LATER } = env();
  // The render workers render (or link) these pages and record their keys (ADR 051): this process
  // does not even read their data.
  if (KEYED_PAGES_LATER) return [];
  const entries = await load();
  // Only builds made by site-builder (npm start) keep keys; a plain `astro build` renders everything.
  if (!BUILD_KEEPS_KEYS) return entries;
  // A render worker's entries are its towns' pages already (build-data.ts): it records their keys apart.
  const share = renderShare();
  const keys: Record<string, string> = {};
  for (const entry of entries) keys[file(entry)] = entry.cacheKey;
  mkdirSync(pageKeysDirOf(outDir), { recursive: true });
  writeFileSync(keysFileOf(outDir, share ? `${route}~${share.index}` : route), JSON.stringify(keys));
  let rendered = entries;
  if (previousDir && existsSync(previousDir)) {
    const previous = readKeys(previousDir, route);
    const unchanged = entries.filter((entry) => previous[file(entry)] === entry.cacheKey);
    const writer = (globalThis as { [PREVIOUS_PAGES]?: PreviousPagesWriter })[PREVIOUS_PAGES];
    const paths = unchanged.map(file);
    const failed = writer ? writer(paths, outDir) : linkFromPrevious(previousDir, outDir, paths);
    const linked = new Set(unchanged.filter((entry) => !failed.has(file(entry))));
    rendered = entries.filter((entry) => !linked.has(entry));
  }
  for (const entry of rendered) keyedPagesToRender().add(file(entry));
  return rendered;
}
