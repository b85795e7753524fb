// A folder's files given second names in another folder (hard links; a copy across file systems),
// and their sizes: how the production build's cache takes a build without copying its pages, and
// checks it back. Every call is synchronous: these walk about 110,000 files at 100,000 stores, and
// through fs promises each stat or link cost several times the call itself (ADR 052).
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, statSync, unlinkSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** Each file's size by its path relative to the folder. */
export type FileSizes = Record<string, number>;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

function linkOrCopy(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    copyFileSync(source, target);
  }
}

/**
 * Makes `to` (new or not) hold exactly the files of `from`, as links: a file already linked there (the same
 * inode: a page the build linked from this very folder) stays, others are linked anew, and files
 * `from` no longer has are removed. After a data-only rebuild that is a few files, not every page.
 * Returns the sizes of `from`'s files.
 */
export function syncTree(from: string, to: string): FileSizes {
  const present = new Set(filesUnder(to));
  const sizes: FileSizes = {};
  for (const path of filesUnder(from)) {
    const source = statSync(join(from, path));
    sizes[path] = source.size;
    const target = join(to, path);
    if (present.delete(path)) {
      const there = statSync(target);
      if (there.ino === source.ino && there.dev === source.dev) continue;
      unlinkSync(target);
    } else mkdirSync(dirname(target), { recursive: true });
    linkOrCopy(join(from, path), target);
  }
  for (const path of present) unlinkSync(join(to, path));
  return sizes;
}

/** The first file of the list that is missing under `dir` or has another size, if any. */
export function firstMismatch(dir: string, sizes: FileSizes): string | undefined {
  for (const [path, size] of Object.entries(sizes)) {
    const info = statSync(join(dir, path), { throwIfNoEntry: false });
    if (!info?.isFile() || info.size !== size) return path;
  }
  return undefined;
}
