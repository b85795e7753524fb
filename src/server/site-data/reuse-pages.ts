// Incremental builds without copies (ADR 025). When the build runs after an earlier one made from
// the same code (scripts/lib/site-builder.ts sets REUSE_BUILD_DIR only then), a page whose cacheKey
// equals the key it had in that build is hard-linked from it into the new output folder, and its
// entry is left out of getStaticPaths, so Astro never renders or writes it. Astro writes only the
// pages that are new or changed, each as a new file: nothing in the live build is ever written to,
// and the swap of `dist` stays atomic. A page that disappeared from the data is simply not linked.
//
// Each build keeps its keys beside its folder (`<build>.keys/<route>.json`), so the next build
// compares with exactly the pages the previous folder holds.
import { existsSync, linkSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { env } from "../../config/env.ts";

interface KeyedEntry {
  cacheKey: string;
}

export const keysDirOf = (buildDir: string) => `${buildDir}.keys`;

function readKeys(buildDir: string, route: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(keysDirOf(buildDir), `${route}.json`), "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * The entries Astro still has to render; the others are linked from the previous build.
 * `file` gives an entry's output file relative to the build folder ("cities/x/index.html").
 */
export function reuseUnchangedPages<T extends KeyedEntry>(
  route: string,
  entries: T[],
  file: (entry: T) => string,
): T[] {
  const { ASTRO_OUT_DIR: outDir, REUSE_BUILD_DIR: previousDir, BUILD_KEEPS_KEYS } = env();
  // Only builds made by site-builder (npm start) keep keys; a plain `astro build` renders everything.
  if (!BUILD_KEEPS_KEYS) return entries;
  const keys: Record<string, string> = {};
  for (const entry of entries) keys[file(entry)] = entry.cacheKey;
  mkdirSync(keysDirOf(outDir), { recursive: true });
  writeFileSync(join(keysDirOf(outDir), `${route}.json`), JSON.stringify(keys));
  if (!previousDir || !existsSync(previousDir)) return entries;

  const previous = readKeys(previousDir, route);
  return entries.filter((entry) => {
    const path = file(entry);
    if (previous[path] !== entry.cacheKey) return true;
    const target = join(outDir, path);
    try {
      mkdirSync(dirname(target), { recursive: true });
      linkSync(join(previousDir, path), target);
      return false;
    } catch (error) {
      // Already linked (getStaticPaths read twice) counts as reused; anything else renders.
      return (error as NodeJS.ErrnoException).code !== "EEXIST";
    }
  });
}
