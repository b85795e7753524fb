// Incremental builds without copies (ADR 025). When the build runs after an earlier one made from
// the same code (scripts/lib/site-builder.ts sets REUSE_BUILD_DIR only then), a page whose cacheKey
// equals the key it had in that build is hard-linked from it into the new output folder, and its
// entry is left out of getStaticPaths, so Astro never renders or writes it. Astro writes only the
// pages that are new or changed, each as a new file: nothing in the live build is ever written to,
// and the swap of `dist` stays atomic. A page that disappeared from the data is simply not linked.
//
// Each build keeps its keys beside its folder (`<build>.keys/pages/<route>.json`), so the next build
// compares with exactly the pages the previous folder holds.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { link, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { env } from "../../config/env.ts";

interface KeyedEntry {
  cacheKey: string;
}

const pageKeysDirOf = (buildDir: string) => join(`${buildDir.replace(/\/$/, "")}.keys`, "pages");

function readKeys(buildDir: string, route: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(pageKeysDirOf(buildDir), `${route}.json`), "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Every keyed page of a build (rendered or linked), by its file relative to the build folder. */
export function keyedFiles(buildDir: string): string[] {
  const dir = pageKeysDirOf(buildDir);
  return readdirSync(dir).flatMap((name) => Object.keys(readKeys(buildDir, name.replace(/\.json$/, ""))));
}

/** Links in flight at once: the file system overlaps them (about 15,000 per rebuild at 15,000 stores). */
const PARALLEL_LINKS = 16;

/**
 * Hard-links each path from the previous build into the new one; returns the paths that could not
 * be linked (they render instead). Already linked (getStaticPaths read twice) counts as linked.
 */
async function linkFromPrevious(previousDir: string, outDir: string, paths: string[]): Promise<Set<string>> {
  const failed = new Set<string>();
  let next = 0;
  const linkNext = async () => {
    for (let path = paths[next++]; path !== undefined; path = paths[next++]) {
      const target = join(outDir, path);
      try {
        await mkdir(dirname(target), { recursive: true });
        await link(join(previousDir, path), target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") failed.add(path);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_LINKS }, linkNext));
  return failed;
}

/**
 * The entries Astro still has to render; the others are linked from the previous build.
 * `file` gives an entry's output file relative to the build folder ("cities/x/index.html").
 */
export async function reuseUnchangedPages<T extends KeyedEntry>(
  route: string,
  entries: T[],
  file: (entry: T) => string,
): Promise<T[]> {
  const { ASTRO_OUT_DIR: outDir, REUSE_BUILD_DIR: previousDir, BUILD_KEEPS_KEYS } = env();
  // Only builds made by site-builder (npm start) keep keys; a plain `astro build` renders everything.
  if (!BUILD_KEEPS_KEYS) return entries;
  const keys: Record<string, string> = {};
  for (const entry of entries) keys[file(entry)] = entry.cacheKey;
  mkdirSync(pageKeysDirOf(outDir), { recursive: true });
  writeFileSync(join(pageKeysDirOf(outDir), `${route}.json`), JSON.stringify(keys));
  if (!previousDir || !existsSync(previousDir)) return entries;

  const previous = readKeys(previousDir, route);
  const unchanged = entries.filter((entry) => previous[file(entry)] === entry.cacheKey);
  const failed = await linkFromPrevious(previousDir, outDir, unchanged.map(file));
  const linked = new Set(unchanged.filter((entry) => !failed.has(file(entry))));
  return entries.filter((entry) => !linked.has(entry));
}
