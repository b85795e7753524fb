// A folder's files given second names in another folder (hard links; a copy across file systems),
// and their sizes: how the production build's cache takes a build without copying its pages, and
// checks it back.
import { existsSync } from "node:fs";
import { copyFile, link, mkdir, readdir, stat, unlink } from "node:fs/promises";
import { dirname, join, relative } from "node:path";

/** Links in flight at once, as for the pages (src/server/site-data/reuse-pages.ts). */
const PARALLEL = 16;

/** Each file's size by its path relative to the folder. */
export type FileSizes = Record<string, number>;

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await copyFile(source, target);
  }
}

/** Runs `task` on each item, PARALLEL at a time. */
async function eachInParallel<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await task(item);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/**
 * Makes `to` (new or not) hold exactly the files of `from`, as links: a file already linked there (the same
 * inode: a page the build linked from this very folder) stays, others are linked anew, and files
 * `from` no longer has are removed. After a data-only rebuild that is a few files, not every page.
 * Returns the sizes of `from`'s files.
 */
export async function syncTree(from: string, to: string): Promise<FileSizes> {
  const wanted = await filesUnder(from);
  const present = new Set(await filesUnder(to));
  const sizes: FileSizes = {};
  await eachInParallel(wanted, async (path) => {
    const source = await stat(join(from, path));
    sizes[path] = source.size;
    const target = join(to, path);
    if (present.delete(path)) {
      const there = await stat(target);
      if (there.ino === source.ino && there.dev === source.dev) return;
      await unlink(target);
    } else await mkdir(dirname(target), { recursive: true });
    await linkOrCopy(join(from, path), target);
  });
  await eachInParallel([...present], (path) => unlink(join(to, path)));
  return sizes;
}

/** The first file of the list that is missing under `dir` or has another size, if any. */
export async function firstMismatch(dir: string, sizes: FileSizes): Promise<string | undefined> {
  const paths = Object.keys(sizes);
  let mismatch: string | undefined;
  let next = 0;
  const checkNext = async () => {
    for (let path = paths[next++]; path !== undefined && !mismatch; path = paths[next++]) {
      const info = await stat(join(dir, path)).catch(() => undefined);
      if (!info?.isFile() || info.size !== sizes[path]) mismatch = path;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, checkNext));
  return mismatch;
}
